/**
 * A lesson's quiz, in any family's lessons (types.ts for the line of play, familyTypes.ts
 * for the others): a number asked for before it is shown; a wrong answer is explained and
 * asked again. `A` says what is asked (each family's own questions).
 */
export interface QuizStep<A> {
  readonly kind: 'quiz';
  readonly ask: A;
  readonly answer: number;
  readonly choices: readonly number[];
  /** The buttons' words for the choices, in order (a seat's name, "Trumps"); the numbers when absent. */
  readonly labels?: readonly string[];
  readonly explain: string;
}
