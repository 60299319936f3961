/**
 * Mexican Train's part of the family table (RULES.md §16): the hub with the round's engine,
 * a lane for every train (each seat's and the Mexican train) with its owner, marker and
 * open end, the owed double, the boneyard; the person's legal trains as targets, draw,
 * pass and "end turn" as buttons, the round-by-round score sheet (lowest total wins).
 * Built from the viewer's information set (`trainsSeatView`) and the legal moves only.
 */
import { longestChain } from '../../ai/trains/trainsAi';
import type {
  RoundResult,
  TrainRef,
  TrainsMove,
  TrainsView,
} from '../../engine/trains/trainsState';
import { formatTile, hi, lo, type Tile } from '../../engine/core/tiles';
import {
  ARRANGE,
  tapPlays,
  tileChoiceId,
  type FamilyAction,
  type FamilyHandTile,
  type FamilyPanel,
  type FamilyTableInput,
  type FamilyTablePart,
  type ScoreRow,
} from '../familyTable';
import { trainsMotions } from './trainsMotions';
import { plural } from '../../engine/core/words';
import { gameEndMoment, roundEndMoment } from '../familyMoments';
import { laneName, satisfied, say, trainsSteps, type TrainsSeen } from './trainsWords';

/** One train as drawn: its tiles laid from the hub outwards, each as [inner end, outer end]. */
export interface TrainLane {
  /** The target id of a play on it ("train:2", "train:mexican"). */
  readonly id: string;
  readonly ref: TrainRef;
  /** "Your train", "West's train", "Mexican train". */
  readonly name: string;
  /** The owner's colour index; -1 for the Mexican train. */
  readonly side: number;
  readonly tiles: readonly (readonly [number, number])[];
  /** The number a tile must match to go on it. */
  readonly open: number;
  /** A marker lies on it: anyone may play there. */
  readonly marker: boolean;
  /** It ends in a double owed a tile. */
  readonly owed: boolean;
  /** Words beside its name: the person's planned train on their own ("plan 4 · 3 left"). */
  readonly note: string | null;
}

export interface TrainsBoard {
  readonly family: 'trains';
  /** The round's engine's number (the engine is its double), and whether it lies in the hub yet. */
  readonly engine: number | null;
  readonly placed: boolean;
  readonly lanes: readonly TrainLane[];
  readonly boneyard: number;
  /** The double owed a tile, in words ("Satisfy the 6-6 on West's train"), or null. */
  readonly owed: string | null;
  /** The set's highest pip (numerals for the big sets). */
  readonly maxPip: number;
  /** The person's longest train from their open end, in order (Plan my train). */
  readonly plan: readonly Tile[];
}

const laneId = (ref: TrainRef): string => `train:${ref}`;

/** A train's tiles from the engine outwards, each turned so its inner end meets the last one. */
export function orientTrain(tiles: readonly Tile[], engineValue: number): [number, number][] {
  let end = engineValue;
  return tiles.map((t) => {
    const a = hi(t);
    const b = lo(t);
    const pair: [number, number] = a === end ? [a, b] : [b, a];
    end = pair[1];
    return pair;
  });
}

function moveLabel(move: TrainsMove): FamilyAction | null {
  switch (move.type) {
    case 'draw':
      return { id: 'draw', label: 'Draw', group: 'turn', primary: true };
    case 'pass':
      return { id: 'pass', label: 'Pass', group: 'turn', primary: true };
    case 'stop':
      return { id: 'stop', label: 'End turn', group: 'turn', primary: false };
    default:
      return null;
  }
}

/** A seat's tiles left at a round's end (" · 6-4 3-3", or " · out"); "" before the hands are shown. */
function held(hands: readonly (readonly Tile[])[] | null | undefined, seat: number): string {
  if (!hands) return '';
  const left = hands[seat] ?? [];
  return ` · ${left.length > 0 ? left.map(formatTile).join(' ') : 'out'}`;
}

/**
 * The round's end: who went out (or held the fewest pips), and for each seat what it adds,
 * its total and the tiles it was left holding (counted in the open), or "out".
 */
function roundPanel(
  result: RoundResult,
  round: number,
  names: readonly string[],
  totals: readonly number[],
  viewer: number | null,
  hands: readonly (readonly Tile[])[] | null,
): FamilyPanel {
  const winners = result.winners.map((s) => names[s] ?? '').join(' and ');
  const title =
    result.end === 'domino'
      ? `Round ${round}: ${winners} went out`
      : `Round ${round} blocked: ${winners} ${result.winners.length > 1 ? 'have' : 'has'} the fewest pips`;
  const lines = names.map(
    (name, s) => `${name}: +${result.points[s] ?? 0} (total ${totals[s] ?? 0})${held(hands, s)}`,
  );
  return { title, lines, won: viewer !== null && result.winners.includes(viewer) };
}

/**
 * The status line for the person on turn, one true sentence: `owing` the double that binds
 * them now (never in a first turn, where only their own train is open, §16.6).
 */
function turnWords(
  step: string,
  firstTurn: boolean,
  owing: string | null,
  legal: readonly TrainsMove[],
  oneTap: boolean,
): string {
  const plays = legal.some((m) => m.type === 'play' || m.type === 'engine');
  const draws = legal.some((m) => m.type === 'draw');
  if (step === 'search') return 'Nobody has set the engine: draw to find it';
  if (step === 'engine') return 'Set the engine in the hub: choose it';
  if (step === 'first-more')
    return plays ? 'Play on your train again, or end your turn' : 'End your turn';
  // As the table takes a tap (`tapPlays`): at once where every tile has one place, else tile then train.
  if (firstTurn && plays)
    return oneTap
      ? 'Your first turn: choose a tile to play it on your own train'
      : 'Your first turn: choose a tile, then your own train';
  if (firstTurn && draws) return 'Your first turn: nothing fits your train, so draw one';
  if (owing && plays)
    return `${owing}: ${oneTap ? 'choose a tile to play it there' : 'choose a tile, then the lit train'}`;
  if (owing && draws) return `${owing}: nothing fits it, so draw one`;
  if (plays)
    return `Your turn: ${oneTap ? 'choose a tile to play it on its lit train' : 'choose a tile, then a lit train'}`;
  if (draws) return 'No tile fits: draw one';
  return 'No play: pass, and a marker goes on your train';
}

/**
 * Plan my train in words: how long the planned train is, from which end, and what is left
 * over (with its pips: what the person would count if the round ended now). The hand shows
 * the train itself, link by link.
 */
export function planWords(
  placed: boolean,
  open: number,
  plan: readonly Tile[],
  rest: readonly Tile[],
): string {
  if (!placed) return 'Plan my train: once the engine is set, your longest train shows here';
  if (plan.length === 0 && rest.length === 0) return 'Plan my train: your hand is empty';
  if (plan.length === 0) return `Plan my train: no tile of yours fits your train’s ${open} yet`;
  const pips = rest.reduce((sum, t) => sum + hi(t) + lo(t), 0);
  const left =
    rest.length === 0
      ? 'nothing left over'
      : `${plural(rest.length, 'tile')} left over (${plural(pips, 'pip')})`;
  return `Plan my train: ${plural(plan.length, 'tile')} from your ${open}, ${left}`;
}

/** Why a tile of the person's takes no tap now, or null when it has a place. */
function tileReason(
  round: TrainsView['round'],
  placed: boolean,
  anyPlace: boolean,
  owingTile: string | null,
): string | null {
  if (placed || !round) return null;
  if (round.firstTurn) return 'It does not fit your train (a first turn plays on your own train)';
  if (owingTile) return `It does not fit the ${owingTile} owed a tile`;
  return anyPlace ? 'It fits no lit train' : 'It fits none of the trains open to you';
}

export function trainsTable(input: FamilyTableInput<TrainsView>): FamilyTablePart<TrainsBoard> {
  const { view, viewer, names } = input;
  const config = view.config;
  const n = config.players;
  const round = view.round;
  const legal = input.legal as readonly TrainsMove[];
  const moves: Record<string, unknown> = {};
  const targets = new Map<Tile, { id: string; label: string }[]>();
  const actions: FamilyAction[] = [];
  for (const m of legal) {
    if (m.type === 'play' || m.type === 'engine') {
      const id = m.type === 'play' ? laneId(m.train) : 'hub';
      const label = m.type === 'play' ? laneName(m.train, names, viewer) : 'the hub';
      targets.set(m.tile, [...(targets.get(m.tile) ?? []), { id, label }]);
      moves[tileChoiceId(m.tile, id)] = m;
    } else {
      const action = moveLabel(m);
      if (action) {
        actions.push(action);
        moves[action.id] = m;
      }
    }
  }
  const engineValue = round ? hi(round.engine) : 0;
  // The viewer's own train first, then the others round from their left, the Mexican last.
  const from = viewer ?? 0;
  const laneOrder = [...Array.from({ length: n }, (_, k) => (from + k) % n), n];
  const laid: TrainLane[] = round
    ? laneOrder.map((i) => {
        const tiles = round.trains[i] ?? [];
        const ref: TrainRef = i === n ? 'mexican' : i;
        return {
          id: laneId(ref),
          ref,
          name: laneName(ref, names, viewer),
          side: i === n ? -1 : i,
          tiles: orientTrain(tiles, engineValue),
          open: round.open[i] ?? engineValue,
          marker: i < n && (round.markers[i] ?? false),
          owed: round.unsatisfied.includes(ref),
          note: null,
        };
      })
    : [];
  // The double that binds the player on turn, or (in the first turns) the oldest that waits.
  const owedRef = round?.owing ?? round?.unsatisfied[0];
  const owedLane = owedRef === undefined ? null : laid.find((l) => l.ref === owedRef);
  const owedTile = owedLane?.tiles[owedLane.tiles.length - 1];
  const double = owedTile ? `${owedTile[1]}-${owedTile[1]}` : null;
  const where = owedLane?.name.replace('Your', 'your') ?? '';
  const binding = (round?.owing ?? null) !== null;
  const owing = binding && double ? `Satisfy the ${double} on ${where}` : null;
  const owed =
    owing ??
    (round?.firstTurn && double
      ? `The ${double} on ${where} is owed a tile once every first turn is over`
      : null);
  const handTiles = viewer === null ? [] : (round?.hand ?? []);
  const plan =
    round && viewer !== null && round.placed
      ? longestChain(handTiles, round.open[viewer] ?? engineValue).tiles
      : [];
  const live = legal.length > 0;
  const sorted = handTiles.slice().sort((a, b) => hi(b) - hi(a) || lo(b) - lo(a));
  // Plan my train: the longest train from the person's open end, laid as a chain (each tile
  // turned to meet the one before), then the rest.
  const planned = input.arranged && plan.length > 0;
  const rest = sorted.filter((t) => !plan.includes(t));
  const order = planned ? [...plan, ...rest] : sorted;
  const myOpen = viewer === null ? engineValue : (round?.open[viewer] ?? engineValue);
  const links = planned ? orientTrain(plan, myOpen) : [];
  const hand: FamilyHandTile[] = order.map((tile, i) => ({
    tile,
    targets: targets.get(tile) ?? [],
    reason: live
      ? tileReason(round, targets.has(tile), targets.size > 0, owing === null ? null : double)
      : null,
    gapBefore: planned && i === plan.length,
    ...(links[i] ? { chain: links[i] } : {}),
  }));
  const lanes = planned
    ? laid.map((l) =>
        l.ref === viewer ? { ...l, note: `plan ${plan.length} · ${rest.length} left` } : l,
      )
    : laid;
  const arrangement =
    input.arranged && viewer !== null
      ? planWords(round?.placed ?? false, myOpen, plan, planned ? rest : sorted)
      : null;
  if (viewer !== null && (plan.length > 1 || input.arranged))
    actions.push({
      id: ARRANGE,
      label: input.arranged ? 'Sort by number' : 'Plan my train',
      group: 'view',
      primary: false,
    });
  // Rounds by seat, from the rounds the seat view says were scored (whole after a reload).
  const rows: ScoreRow[] = names.map((name, seat) => ({
    name,
    side: seat,
    total: view.totals[seat] ?? 0,
    shown: String(view.totals[seat] ?? 0),
    entries: view.scored.map((r) => r.points[seat] ?? 0),
    marks: null,
  }));
  const last = input.history[input.history.length - 1];
  const roundNo = (round?.index ?? 0) + 1;
  const result = round?.result ?? null;
  const low = Math.min(...view.totals);
  const winners = view.winner ?? [];
  return {
    game: 'Mexican Train',
    title: `Mexican Train · round ${roundNo} of ${config.rounds}`,
    // Every seat has its lane: the seats sit in a strip over them.
    seating: 'strip',
    hand,
    actions,
    board: {
      family: 'trains',
      engine: round ? engineValue : null,
      placed: round?.placed ?? false,
      lanes,
      boneyard: round?.boneyardSize ?? 0,
      owed,
      maxPip: config.maxPip,
      plan,
    },
    maxPip: config.maxPip,
    scores: {
      kind: 'pad',
      target: 0,
      title: 'Score sheet',
      rows,
      lowerWins: true,
      goal: `${plural(config.rounds, 'round')} · lowest total wins`,
    },
    motions: trainsMotions(input.history, viewer),
    lightHints: false,
    arrangement,
    caption: last ? say(last.event as TrainsSeen, names, viewer, satisfied(input.history)) : '',
    steps: trainsSteps(input.history, names),
    handEnd: result
      ? roundPanel(result, roundNo, names, view.totals, viewer, round?.shown ?? null)
      : null,
    gameOver: view.over
      ? {
          title:
            viewer !== null && winners.includes(viewer)
              ? `You win with ${low} points!`
              : `${winners.map((s) => names[s] ?? '').join(' and ')} ${winners.length > 1 ? 'win' : 'wins'} with ${low} points`,
          // The last round's hands left too, as its own end would have shown them.
          lines: names.map((name, s) => `${name}: ${view.totals[s] ?? 0}${held(round?.shown, s)}`),
          won: viewer !== null && winners.includes(viewer),
        }
      : null,
    celebration: view.over
      ? gameEndMoment(
          viewer !== null && winners.includes(viewer),
          winners,
          winners.map((s) => names[s] ?? ''),
        )
      : result
        ? roundEndMoment(
            result.end === 'domino' ? (result.winners[0] ?? null) : null,
            names[result.winners[0] ?? 0] ?? '',
            viewer,
          )
        : null,
    moves,
    status: live
      ? turnWords(
          view.phase.kind === 'turn' ? view.phase.name : '',
          round?.firstTurn ?? false,
          owing,
          legal,
          tapPlays(hand),
        )
      : (owed ?? ''),
    notes: names.map((_, s) => (round?.markers[s] ? 'open' : '')),
    points: names.map((_, s) => view.totals[s] ?? 0),
    handSizes: round?.handSizes ?? names.map(() => 0),
    sides: names.map((_, s) => s),
  };
}
