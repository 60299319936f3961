/**
 * The screen-reader voice online, at a seat other than the host's (issue 33): whole games
 * through the server's pure host, with Ada hosting at seat 0, a computer at seat 1 and Sam at
 * seat 2. Each page's voice says its own moves as its own ("You play…"), every other seat by
 * the name it has on every page ("Ada plays…", "Computer plays…"), never a compass name, and
 * its turn with its choices: at the line table (`createVoice` over `onlineDriver`'s views)
 * and at the family table (`familySpeech` over `onlineFamilyView`).
 */
import { describe, expect, test } from 'vitest';
import { createVoice } from '../../src/a11y/voice';
import { formatTile } from '../../src/engine/tiles';
import { askNext, start, type Table } from '../../src/server/table';
import { playComputer, playMove, turnOf } from '../../src/server/tablePlay';
import { choiceOrder, type FamilyTableView } from '../../src/view/familyTable';
import type { TrainsBoard } from '../../src/view/trainsTable';
import { familySpeech } from '../../src/view/familyVoice';
import { onlineDriver } from '../../src/view/onlineDriver';
import { FOLLOW_START, followOnline, onlineFamilyView } from '../../src/view/onlineFamily';
import { firstAction, must, seatedTable, seatSource } from '../support/onlineSeat';

const PERSON = { kind: 'person' } as const;
const EASY = { kind: 'computer', level: 'easy' } as const;
/** The people's seats and names: the host at seat 0, the reader at seat 2. */
const PEOPLE = [
  { seat: 0, name: 'Ada' },
  { seat: 2, name: 'Sam' },
] as const;

const count = (text: string, pattern: RegExp): number => text.match(pattern)?.length ?? 0;

/** The computer's turn, if it is one: played (in this thread), as the room would. */
function computerTurn(table: Table): Table | null {
  const turn = turnOf(table);
  return turn.kind === 'computer' ? must(playComputer(table, turn.seat, turn.level)) : null;
}

describe('online, a screen-reader user at seat 2', () => {
  test('the line table: its own moves as its own, its turn with its choices', () => {
    let table = must(
      start(seatedTable('horse-race', [PERSON, EASY, PERSON], ['Ada', 'Sam'], { target: 31 }), 0),
    );
    const heard: string[][] = PEOPLE.map(() => []);
    const publish = () =>
      PEOPLE.forEach((_, k) => {
        sources[k]!.update(table);
        voices[k]!(drivers[k]!.view());
      });
    const sources = PEOPLE.map((p) =>
      seatSource(p.seat, (seat, kind, move) => {
        table = must(kind === 'next' ? askNext(table, seat) : playMove(table, seat, move));
        publish();
      }),
    );
    const drivers = PEOPLE.map((p, k) =>
      onlineDriver(sources[k]!.source, { playerName: () => p.name }),
    );
    const voices = PEOPLE.map((_, k) => createVoice((t) => heard[k]!.push(t)));
    publish();
    let turns = 0;
    for (let i = 0; i < 5000 && !table.family.outcome(table.game).over; i++) {
      const played = computerTurn(table);
      if (played) {
        table = played;
        publish();
        continue;
      }
      const acted = drivers.some((d, k) => {
        const view = d.view();
        const a = firstAction(view);
        if (!a || (a.type === 'next-hand' && table.ready.includes(PEOPLE[k]!.seat))) return false;
        if (view.moves && k === 1) {
          // Sam's turn was said with every tile Sam may play.
          const said = heard[1]!.at(-1) ?? '';
          expect(said).toMatch(/Your turn(, again)?: (you can play|nothing fits)/);
          for (const c of view.moves.tiles) expect(said).toContain(formatTile(c.tile));
          turns++;
        }
        expect(d.send(a)).toBeNull();
        return true;
      });
      expect(acted).toBe(true);
    }
    expect(table.family.outcome(table.game).over).toBe(true);
    expect(turns).toBeGreaterThan(3);
    // Who played what, from the game itself.
    const log = drivers[1]!.view().log;
    const plays = (seat: number) => log.filter((e) => e.kind === 'play' && e.seat === seat).length;
    const draws = (seat: number) => log.filter((e) => e.kind === 'draw' && e.seat === seat).length;
    const sam = heard[1]!.join(' ');
    expect(count(sam, /\bYou (play|lead) \d+-\d+/g)).toBe(plays(2));
    expect(count(sam, /\bYou draw\b/g)).toBe(draws(2));
    expect(count(sam, /\bAda (plays|leads) \d+-\d+/g)).toBe(plays(0));
    expect(count(sam, /\bAda draws\./g)).toBe(draws(0));
    expect(count(sam, /\bComputer (plays|leads) \d+-\d+/g)).toBe(plays(1));
    expect(sam).not.toMatch(/\b(South|West|North|East)\b/);
    expect(sam).toMatch(/Final scores: Ada \d+, Computer \d+, You \d+\./);
    // Ada's page: her own moves as hers, Sam's by his name.
    const ada = heard[0]!.join(' ');
    expect(count(ada, /\bYou (play|lead) \d+-\d+/g)).toBe(plays(0));
    expect(count(ada, /\bSam (plays|leads) \d+-\d+/g)).toBe(plays(2));
    expect(ada).toMatch(/Final scores: You \d+, Computer \d+, Sam \d+\./);
  });

  test('the family table: its own moves as its own, its turn with its choices, its train first', () => {
    let table = must(
      start(
        seatedTable('mexican-train', [PERSON, EASY, PERSON], ['Ada', 'Sam'], {
          max_pip: 9,
          rounds: 1,
        }),
        0,
      ),
    );
    const sources = PEOPLE.map((p) => seatSource(p.seat, () => undefined));
    const follows = PEOPLE.map(() => FOLLOW_START);
    const views: (FamilyTableView | null)[] = PEOPLE.map(() => null);
    /** What each page's voice said, with the seat of the step it spoke of. */
    const heard: { seat: number | null; text: string }[][] = PEOPLE.map(() => []);
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
        heard[k]!.push({ seat: last?.seat ?? null, text: familySpeech(view) });
      });
    publish();
    for (let i = 0; i < 3000 && !table.family.outcome(table.game).over; i++) {
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
    const sam = heard[1]!;
    // Each step said by the name of the seat that took it: Sam's own as "You".
    const names = ['Ada', 'Computer', 'You'];
    const steps = sam.filter((h) => h.seat !== null);
    expect(steps.filter((h) => h.seat === 2).length).toBeGreaterThan(2);
    for (const h of steps) expect(h.text.startsWith(`${names[h.seat!]} `), h.text).toBe(true);
    // Ada's page says Sam's steps by his name.
    for (const h of heard[0]!.filter((x) => x.seat === 2)) expect(h.text).toMatch(/^Sam /);
    // Sam's turns are said with their choices, in the words of his move buttons.
    const asked = sam.filter((h) => h.text.includes('Your choices: '));
    expect(asked.length).toBeGreaterThan(2);
    expect(asked.some((h) => /Play \d-\d on Your train|Draw/.test(h.text))).toBe(true);
    for (const h of sam) expect(h.text).not.toMatch(/\b(South|West|North|East)\b/);
    // His own train comes first, then the others round from his left.
    const lanes = (views[1]!.board as TrainsBoard).lanes.map((l) => l.name);
    expect(lanes).toEqual(['Your train', 'Ada’s train', 'Computer’s train', 'Mexican train']);
  });
});
