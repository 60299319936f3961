/** The daily puzzle as a browser test reads it: while it is found, then at the table. */
import type { PuzzleHotspots as Finding } from '../menus/PuzzleScene';
import type { LineTableSpots } from '../lessons/tutorialSpots';
import type { PuzzleModeSpots } from '../../view/puzzleView';

export type PuzzleHotspots = Finding &
  Partial<Omit<PuzzleModeSpots, keyof Finding>> &
  Partial<Omit<LineTableSpots, 'buttons'>>;
