/**
 * The screen-reader voice online, at a seat other than the host's (issue 33): whole games
 * through the server's pure host, with Ada hosting at seat 0, a computer at seat 1 and Sam at
 * seat 2, each page's table built from its own seat's views (`onlineFamilyView`) and said by
 * `familySpeech`. Each page's voice says its own moves as its own ("You played…"), every
 * other seat by the name it has on every page ("Ada played…", "Computer played…"), never a
 * compass name, and its turn with its choices in the words of its move buttons: Horse Race
 * and Mexican Train.
 */
import { describe, expect, test } from 'vitest';
import { askNext, start, type Table } from '../../src/server/table';
import { playComputer, playMove, turnOf } from '../../src/server/tablePlay';
import { choiceOrder } from '../../src/view/familyKeys';
import type { FamilyTableView } from '../../src/view/familyTable';
import type { TrainsBoard } from '../../src/view/trains/trainsTable';
import { familyChoices, familySpeech } from '../../src/view/familyVoice';
import { FOLLOW_START, followOnline, onlineFamilyView } from '../../src/view/onlineFamily';
import { must, seatedTable, seatSource } from '../support/onlineSeat';

const PERSON = { kind: 'person' } as const;
const EASY = { kind: 'computer', level: 'easy' } as const;
/** The people's seats and names: the host at seat 0, the reader at seat 2. */
const PEOPLE = [
  { seat: 0, name: 'Ada' },
  { seat: 2, name: 'Sam' },
] as const;

/** The computer's turn, if it is one: played (in this thread), as the room would. */
function computerTurn(table: Table): Table | null {
  const turn = turnOf(table);
  return turn.kind === 'computer' ? must(playComputer(table, turn.seat, turn.level)) : null;
}

/** What a page heard: the seat of the step it spoke of, its words, and the choices then. */
interface Heard {
  readonly seat: number | null;
  readonly text: string;
  readonly choices: readonly string[];
}

/**
 * A whole game at `preset`, the people taking their first choice each turn and Next at
 * each hand's end: what each page heard, and each page's last table.
 */
function playOnline(
  preset: string,
  options: Readonly<Record<string, string | number | boolean>>,
): { heard: Heard[][]; views: (FamilyTableView | null)[]; table: Table } {
  let table = must(start(seatedTable(preset, [PERSON, EASY, PERSON], ['Ada', 'Sam'], options), 0));
  const sources = PEOPLE.map((p) => seatSource(p.seat, () => undefined));
  const follows = PEOPLE.map(() => FOLLOW_START);
  const views: (FamilyTableView | null)[] = PEOPLE.map(() => null);
  const heard: Heard[][] = PEOPLE.map(() => []);
  const publish = () =>
    PEOPLE.forEach((_, k) => {
      sources[k]!.update(table);
      const state = sources[k]!.source.state;
      const before = follows[k]!;
      follows[k] = followOnline(before, state);
      const view = onlineFamilyView(state, follows[k]);
      views[k] = view;
      if (!view || follows[k].step === before.step) return;
      const last = follows[k].history.at(-1)?.event as { seat?: number } | undefined;
      heard[k]!.push({
        seat: last?.seat ?? null,
        text: familySpeech(view),
        choices: familyChoices(view),
      });
    });
  publish();
  for (let i = 0; i < 5000 && !table.family.outcome(table.game).over; i++) {
    const played = computerTurn(table);
    if (played) {
      table = played;
      publish();
      continue;
    }
    const phase = table.family.phase(table.game);
    if (phase.kind === 'hand-over') {
      for (const p of PEOPLE) table = must(askNext(table, p.seat));
      publish();
      continue;
    }
    const k = PEOPLE.findIndex((p) => phase.kind === 'turn' && p.seat === phase.seat);
    const view = views[k];
    if (!view) throw new Error(`no view for ${phase.kind}`);
    const id = choiceOrder(view)[0];
    if (id === undefined) throw new Error('no choice');
    table = must(playMove(table, PEOPLE[k]!.seat, view.moves[id]));
    publish();
  }
  expect(table.family.outcome(table.game).over).toBe(true);
  return { heard, views, table };
}

/** Each page says each step by the name of the seat that took it, its own as "You". */
function checkNames(heard: Heard[][]): void {
  const sam = heard[1]!;
  const names = ['Ada', 'Computer', 'You'];
  const steps = sam.filter((h) => h.seat !== null);
  expect(steps.filter((h) => h.seat === 2).length).toBeGreaterThan(2);
  for (const h of steps) expect(h.text.startsWith(`${names[h.seat!]} `), h.text).toBe(true);
  // Ada's page says Sam's steps by his name.
  for (const h of heard[0]!.filter((x) => x.seat === 2)) expect(h.text).toMatch(/^Sam /);
  // Sam's turns are said with every choice his move buttons offer.
  const asked = sam.filter((h) => h.choices.length > 0);
  expect(asked.length).toBeGreaterThan(2);
  for (const h of asked) for (const c of h.choices) expect(h.text).toContain(c);
  for (const page of heard)
    for (const h of page) expect(h.text).not.toMatch(/\b(South|West|North|East)\b/);
}

describe('online, a screen-reader user at seat 2', () => {
  test('Horse Race: its own moves as its own, its turn with its choices', () => {
    const { heard, table } = playOnline('horse-race', { target: 31 });
    checkNames(heard);
    const sam = heard[1]!.map((h) => h.text).join(' ');
    // Every play of Sam's said as his own, with its count; Ada's and the computer's by name.
    const plays = (seat: number) =>
      table.hands
        .flatMap((h) => h.events)
        .filter((e) => (e as { type: string; seat: number }).type === 'play')
        .filter((e) => (e as { seat: number }).seat === seat).length;
    const said = (re: RegExp) => sam.match(re)?.length ?? 0;
    expect(said(/\bYou (played|led) \d+-\d+/g)).toBe(plays(2));
    expect(said(/\bAda (played|led) \d+-\d+/g)).toBe(plays(0));
    expect(said(/\bComputer (played|led) \d+-\d+/g)).toBe(plays(1));
    expect(heard[1]!.some((h) => /Play \d+-\d+ on the (middle|\d+)/.test(h.text))).toBe(true);
  });

  test('Mexican Train: its own moves as its own, its turn with its choices, its train first', () => {
    const { heard, views } = playOnline('mexican-train', { max_pip: 9, rounds: 1 });
    checkNames(heard);
    const sam = heard[1]!;
    expect(sam.some((h) => /Play \d-\d on Your train|Draw/.test(h.text))).toBe(true);
    // His own train comes first, then the others round from his left.
    const lanes = (views[1]!.board as TrainsBoard).lanes.map((l) => l.name);
    expect(lanes).toEqual(['Your train', 'Ada’s train', 'Computer’s train', 'Mexican train']);
  });
});
