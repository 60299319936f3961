/**
 * The daily puzzle's search, in the advisor's worker when there is one: a module of its own, so
 * the puzzle's scene (its own chunk) and the table's puzzle driver share it without either
 * chunk importing the other's.
 */
import type { AdvisePosition } from '../../puzzle/daily';
import type { Services } from '../services';

export function puzzleAdvice(services: Pick<Services, 'advise'>): AdvisePosition {
  const advise =
    services.advise ??
    ((request) => import('../../practice/advisor').then((m) => m.advise(request)));
  return (view, seed) =>
    advise({ kind: 'best', view, seed, hand: 0, move: 0 }).then((a) =>
      a.kind === 'best' ? a.best : null,
    );
}
