/**
 * A practice (or casual) game of the person against an easy computer, seen as the family
 * table sees it: the seat's view, practice's part of it (`practicePart`) and the two shaped
 * together (`practiceView`), played through the session's machine.
 */
import type { FamilyTableView } from '../../src/view/familyTable';
import { choiceOrder } from '../../src/view/familyKeys';
import { familySourceView, sourceOf } from '../../src/view/familyTables';
import { practicePart } from '../../src/view/line/gameDriverPractice';
import type { LineBoardView } from '../../src/view/line/lineBoard';
import { practiceView } from '../../src/view/line/practiceView';
import { memoryStorage, testSession } from './session';

export const flush = () => new Promise((r) => setTimeout(r, 0));

/** Two players, the person and an easy computer; practice or casual. */
export function practiceGame(
  seed: string,
  practice = true,
  preset: 'horse-race' | 'block' = 'horse-race',
) {
  const s = testSession(memoryStorage());
  const choice = { preset, players: 2, partners: false, level: 'easy' } as const;
  s.start({ ...choice, target: NaN, seed, practice });
  const table = s.table();
  if (!table) throw new Error('no game');
  const api = s.practice();
  let changes = 0;
  const part = api ? practicePart(api, () => changes++) : null;
  const views = () => {
    const snap = table.snapshot();
    const seat = familySourceView(sourceOf(snap)) as FamilyTableView<LineBoardView>;
    const p = part?.view(
      snap,
      seat.seats.map((x) => x.name),
      seat.live,
    );
    return { seat, p: p ?? null, view: p ? practiceView(seat, p) : seat, snap };
  };
  /** Plays on (the first choice; claims answered right; the next hand) until `done`. */
  const playUntil = async (done: (v: ReturnType<typeof views>) => boolean) => {
    for (let i = 0; i < 400; i++) {
      await flush();
      const v = views();
      if (done(v)) return v;
      if (v.p?.claim) part?.send({ type: 'claim', value: v.p.claim.points }, v.snap);
      else if (v.seat.handEnd && !v.seat.gameOver) table.send({ type: 'NEXT_HAND' });
      else if (v.seat.live) {
        const id = choiceOrder(v.seat)[0];
        if (id) table.send({ type: 'MOVE', move: v.seat.moves[id] });
      }
    }
    throw new Error('never got there');
  };
  return { s, table, api, part, views, playUntil, changes: () => changes };
}
