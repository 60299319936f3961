/** The computer players' levels, every family's: a computer seat plays at one of them. */
export const LEVELS = ['random', 'easy', 'medium', 'hard'] as const;
export type Level = (typeof LEVELS)[number];
