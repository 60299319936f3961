/**
 * The URLs of the sound files, through Vite's asset handling: hashed files in the build
 * (never inlined: see vite.config.ts), served from assets/ in development.
 */
import againUrl from '../../assets/sounds/again.wav?url';
import clickUrl from '../../assets/sounds/click.wav?url';
import drawUrl from '../../assets/sounds/draw.wav?url';
import fanfareUrl from '../../assets/sounds/fanfare.wav?url';
import flourishUrl from '../../assets/sounds/flourish.wav?url';
import loseUrl from '../../assets/sounds/lose.wav?url';
import scoreUrl from '../../assets/sounds/score.wav?url';
import tickUrl from '../../assets/sounds/tick.wav?url';
import winUrl from '../../assets/sounds/win.wav?url';
import type { SoundName } from './settings';

export const SOUND_URLS: Readonly<Record<SoundName, string>> = {
  click: clickUrl,
  draw: drawUrl,
  score: scoreUrl,
  again: againUrl,
  win: winUrl,
  lose: loseUrl,
  tick: tickUrl,
  fanfare: fanfareUrl,
  flourish: flourishUrl,
};
