/**
 * Small widgets drawn with Graphics and Text (the Canvas renderer has no
 * filters), one module each: buttons, option pickers, the keyboard focus ring,
 * dialogs and panels. This file only gathers them for the scenes. No rules here.
 */
export {
  Button,
  evenLabels,
  isMirrored,
  type ButtonOptions,
  type Focusable,
  type MirrorControl,
  type Mirrored,
} from './button';
export { Picker, type PickerOptions } from './picker';
export { FocusRing, listenKeys, type FocusLayer, type FocusLayerOptions } from './focusRing';
export {
  DIALOG_DEPTH,
  modalFrame,
  showDialog,
  type Dialog,
  type DialogButton,
  type DialogOptions,
} from './dialog';
export { addDomino } from './tileSprite';
export { drawFelt, drawPanel, onResize } from './panel';
