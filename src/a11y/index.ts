/** The screen-reader voice and the DOM buttons, as one chunk main.ts loads after start-up. */
export { createControlsPanel, type Control } from './controls';
export { createLiveRegion } from './voice';
