/**
 * What one kept game of Texas 42 or Mexican Train adds to the statistics, read from its
 * replay (RECORD.md's replay output; pure, tested in Node). The person sits at seat 0, so at
 * Texas 42 their team is team 0 (seats 0 and 2). Worked out once when a game is kept
 * (`summarize`), and from its record for a game kept before these figures existed.
 */
import {
  familyOf,
  familyOfRecord,
  type FamilyId,
  type RecordJson,
  type ReplaySummary,
} from '../engine/index';

/** Texas 42: the person's bids, the contracts won by them and by their team, the marks. */
export interface TricksFigures {
  readonly family: 'tricks';
  /** Hands with a contract (not thrown in). */
  readonly hands: number;
  /** Every bid the person made (passes aside), in points (a mark is 42). */
  readonly bids: readonly number[];
  /** Contracts the person won, made and set. */
  readonly yourMade: number;
  readonly yourSet: number;
  /** Contracts the person's team won (theirs and their partner's), made and set. */
  readonly teamMade: number;
  readonly teamSet: number;
  /** Marks (points, with points scoring) the person's team scored, and the other team. */
  readonly marksFor: number;
  readonly marksAgainst: number;
}

/** Mexican Train: the points the person added in each round played to its end. */
export interface TrainsFigures {
  readonly family: 'trains';
  readonly rounds: readonly number[];
}

export type FamilyFigures = TricksFigures | TrainsFigures;

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const list = (v: unknown): readonly unknown[] => (Array.isArray(v) ? (v as unknown[]) : []);

function tricksFigures(replay: ReplaySummary): TricksFigures {
  const out = {
    family: 'tricks' as const,
    hands: 0,
    bids: [] as number[],
    yourMade: 0,
    yourSet: 0,
    teamMade: 0,
    teamSet: 0,
    marksFor: 0,
    marksAgainst: 0,
  };
  for (const raw of replay.hands) {
    const hand = raw as Record<string, unknown>;
    for (const m of raw.moves) {
      const bid = (m as { bid?: unknown }).bid;
      if (m.seat === 0 && typeof bid === 'number') out.bids.push(bid);
    }
    const marks = list(hand.marks);
    out.marksFor += num(marks[0]);
    out.marksAgainst += num(marks[1]);
    if (typeof hand.made !== 'boolean' || typeof hand.bidder !== 'number') continue;
    out.hands++;
    if (hand.bidder === 0) out[hand.made ? 'yourMade' : 'yourSet']++;
    if (hand.bidder % 2 === 0) out[hand.made ? 'teamMade' : 'teamSet']++;
  }
  return out;
}

function trainsFigures(replay: ReplaySummary): TrainsFigures {
  const rounds = replay.hands.flatMap((raw) => {
    const hand = raw as Record<string, unknown>;
    return hand.end === 'incomplete' ? [] : [num(list(hand.bonus)[0])];
  });
  return { family: 'trains', rounds };
}

/**
 * Each family's figures from a replay, by family id (a family missing is a type error); null
 * for the line of play, whose figures are its summary's (points, best turn, longest chain).
 */
const FIGURES: { readonly [F in FamilyId]: ((replay: ReplaySummary) => FamilyFigures) | null } = {
  line: null,
  trains: trainsFigures,
  tricks: tricksFigures,
};

/** The figures of a game of `preset` from its replay; null for the line of play's games. */
export function figuresOf(preset: string, replay: ReplaySummary): FamilyFigures | null {
  const family = familyOf(preset);
  return family ? (FIGURES[family.id]?.(replay) ?? null) : null;
}

/** A kept game's figures: those kept with it, else worked out again from its record. */
export function gameFigures(game: {
  readonly preset: string;
  readonly record: RecordJson;
  readonly summary: { readonly figures?: FamilyFigures | null };
}): FamilyFigures | null {
  if (game.summary.figures !== undefined) return game.summary.figures;
  const family = familyOf(game.preset);
  if (!family || !FIGURES[family.id]) return null;
  const answer = familyOfRecord(game.record).record.replay(game.record);
  return answer.status === 0 ? figuresOf(game.preset, answer.output as ReplaySummary) : null;
}
