/**
 * The line of play's part of the family table (Horse Race and the parlour games): the layout
 * with the count and the boneyard (`LineBoardView`, the line table's board), the hand with
 * each tile's places by target id (an open point, a double's edge told apart), Draw and Pass,
 * the scores by side, the steps in words (lineWords.ts), the motions of the last step, and
 * the hand's end with every hand turned up and its arithmetic (`handEndLines`). Built from
 * the viewer's information set (`lineFamily.seatView`) and the legal moves only, as the
 * other families' parts are (issue 33: the line moves onto this table, one mode a step).
 */
import type { InformationSet } from '../../engine/line/lineView';
import type { Move } from '../../engine/line/state';
import { sideCount, sideOf } from '../../engine/line/state';
import { formatTile, hi, lo, type Tile } from '../../engine/core/tiles';
import { plural } from '../../engine/core/words';
import { wentOut } from '../../engine/line/reckoning';
import { playPoints, scoresInPlay } from '../../engine/line/scoring';
import { seatLegalView } from '../../machine/legalView';
import { badgeText } from '../../practice/targets';
import { presetName } from '../../machine/gameNames';
import { chainMoment, gameEndMoment, roundEndMoment } from '../familyMoments';
import { BIG_CHAIN_COUNT } from '../viewRules';
import {
  tapPlays,
  tileChoiceId,
  tileKey,
  type FamilyAction,
  type FamilyHandTile,
  type FamilyMotion,
  type FamilyPanel,
  type FamilyTableInput,
  type FamilyTablePart,
  type PanelHand,
  type ScoreRow,
} from '../familyTable';
import { handEndLines } from './handEndWords';
import { lineBoard, lineScoreDisplay, lineTargetId, type LineBoardView } from './lineBoard';
import { calledYou, lineSay, lineSteps, placeWords, type LineSeen } from './lineWords';

/** The last step's motions: a tile from its seat to the board, a drawn one from the boneyard. */
export function lineMotions(
  history: readonly { readonly hand: number; readonly event: unknown }[],
  viewer: number | null,
): FamilyMotion[] {
  const event = history[history.length - 1]?.event as LineSeen | undefined;
  if (!event || event.type === 'deal') return [];
  const seat = { kind: 'seat', seat: event.seat } as const;
  switch (event.type) {
    case 'play':
      return [
        {
          kind: 'tile',
          tile: event.tile,
          from: seat,
          to: { kind: 'piece', key: tileKey(event.tile) },
        },
      ];
    case 'draw':
      return [
        {
          kind: 'tile',
          tile: event.seat === viewer ? (event.tile ?? null) : null,
          from: { kind: 'piece', key: 'boneyard' },
          to: seat,
        },
      ];
    case 'pass':
      return [];
  }
}

/** Each side's name: its seat's, or a partnership's two seats' (the viewer's first). */
function sideNamesOf(
  view: InformationSet,
  names: readonly string[],
  viewer: number | null,
): string[] {
  const sides = sideCount(view.config);
  return Array.from({ length: sides }, (_, side) => {
    const seats = names.map((_, s) => s).filter((s) => sideOf(view.config, s) === side);
    const ordered = [...seats.filter((s) => s === viewer), ...seats.filter((s) => s !== viewer)];
    return ordered.map((s) => names[s] ?? '').join(' & ');
  });
}

/** Why a tile of the person's has no place now (the engine's legal moves left it out). */
function whyNot(view: InformationSet): string {
  if (view.drawn !== null) return `The ${formatTile(view.drawn)} just drawn must be played`;
  if (view.leadTile !== null) return `This hand is led with the ${formatTile(view.leadTile)}`;
  if (view.chained && view.restricted) return 'Only a double or a scoring play may follow now';
  if (view.layout.nodes.length === 0) return 'It may not lead this hand';
  return 'It fits no open end';
}

/** The person's turn in words, one true sentence. */
function turnWords(view: InformationSet, plays: number, draws: boolean, oneTap: boolean): string {
  const lead = view.layout.nodes.length === 0;
  const choose = oneTap ? 'choose a tile to play it' : 'choose a tile, then a lit place';
  if (plays > 0 && view.chained) return `Play again: ${choose}`;
  if (plays > 0 && lead) return `Your lead: ${oneTap ? 'choose a tile to lead it' : choose}`;
  if (plays > 0) return `Your turn: ${choose}`;
  if (draws) return 'No tile fits: draw one';
  return view.chained ? 'No further play: end your turn' : 'No play and nothing to draw: pass';
}

/**
 * The seat that went out, on a domino: the first with an empty hand among the hand's winners
 * (Seven-Toed Pete: the first washed up, though another may have emptied its hand too; with
 * partners, that seat, not its team); null after a block or a target reached in play.
 */
function wentOutSeat(ended: NonNullable<InformationSet['ended']>): number | null {
  if (ended.result.end !== 'domino') return null;
  return wentOut(ended.hands).find((s) => ended.result.winners.includes(s)) ?? null;
}

/** The hand's end: who went out (or was lightest), every hand turned up, the arithmetic. */
function handEndPanel(
  view: InformationSet,
  names: readonly string[],
  sideNames: readonly string[],
  viewer: number | null,
): FamilyPanel | null {
  const ended = view.ended;
  if (!ended) return null;
  const { result, hands, steps } = ended;
  const out = wentOutSeat(ended);
  const starred = out !== null ? [out] : result.winners;
  const who = starred.map((s) => names[s] ?? '').join(' and ');
  const title =
    result.end === 'target'
      ? 'The target is reached'
      : result.winners.length === 0
        ? result.end === 'blocked'
          ? 'Blocked: nobody wins the hand'
          : 'Hand over'
        : result.end === 'blocked'
          ? `Blocked: ${who} ${starred.length > 1 || calledYou(names, starred[0]) ? 'have' : 'has'} the lightest hand`
          : `${who} went out: domino!`;
  const held: PanelHand[] = hands.map((tiles, s) => ({
    name: names[s] ?? '',
    tiles,
    note: tiles.length > 0 ? plural(result.pips[s] ?? 0, 'pip') : 'out',
    star: starred.includes(s),
  }));
  return {
    title,
    hands: held,
    lines: handEndLines(view.config, result, steps, names, sideNames),
    won: viewer !== null && result.winners.includes(viewer),
  };
}

export function lineTable(
  input: FamilyTableInput<InformationSet | null>,
): FamilyTablePart<LineBoardView> {
  const { view, viewer, names } = input;
  if (!view) return emptyPart(names);
  const { config } = view;
  const options = config.options;
  const inPlay = scoresInPlay(options);
  const sideNames = sideNamesOf(view, names, viewer);
  const legal = input.legal.length > 0 && viewer !== null ? seatLegalView(view) : null;
  const moves: Record<string, unknown> = {};
  const targets = new Map<Tile, { id: string; label: string }[]>();
  for (const choice of legal?.tiles ?? []) {
    // Each place in words that tell it from the tile's others (a spinner's two edges).
    const words = placeWords(choice.tile, choice.targets);
    for (const [i, t] of choice.targets.entries()) {
      const id = lineTargetId(t);
      // Light hints: the count a play there leaves and its points (nothing counts in Block).
      const badge =
        input.badges && inPlay
          ? { badge: { text: badgeText({ ...t, again: false }), scores: t.points > 0 } }
          : {};
      const label = words[i] || 'the middle';
      const target = { id, label, ...badge };
      targets.set(choice.tile, [...(targets.get(choice.tile) ?? []), target]);
      const move: Move =
        t.slot === null
          ? { type: 'play', seat: view.seat, tile: choice.tile, on: t.on }
          : { type: 'play', seat: view.seat, tile: choice.tile, on: t.on, slot: t.slot };
      moves[tileChoiceId(choice.tile, id)] = move;
    }
  }
  const actions: FamilyAction[] = [];
  if (legal?.canDraw) {
    actions.push({ id: 'draw', label: 'Draw', group: 'turn', primary: true });
    moves.draw = { type: 'draw', seat: view.seat };
  }
  if (legal?.canPass) {
    actions.push({
      id: 'pass',
      label: view.chained ? 'End turn' : 'Pass',
      group: 'turn',
      primary: true,
    });
    moves.pass = { type: 'pass', seat: view.seat };
  }
  const live = legal !== null;
  const sorted = (viewer === null ? [] : view.hand)
    .slice()
    .sort((a, b) => hi(b) - hi(a) || lo(b) - lo(a));
  const hand: FamilyHandTile[] = sorted.map((tile) => ({
    tile,
    targets: targets.get(tile) ?? [],
    reason: live && !targets.has(tile) ? whyNot(view) : null,
    gapBefore: false,
  }));
  const rows: ScoreRow[] = sideNames.map((name, side) => ({
    name,
    side,
    total: view.scores[side] ?? 0,
    shown: String(view.scores[side] ?? 0),
    entries: [],
    marks: null,
  }));
  const last = input.history[input.history.length - 1];
  const lastSeen = last?.event as LineSeen | undefined;
  const board = {
    ...lineBoard({
      config,
      hand: { layout: view.layout, boneyard: { length: view.boneyardSize } },
      countHidden: false,
      bonusSteps: view.ended?.steps ?? [],
      tiles: legal?.tiles,
    }),
    ...(lastSeen?.type === 'play' ? { uncounted: lineSay(lastSeen, names, viewer, false) } : {}),
  };
  const winners = view.ended?.winner ?? [];
  const over = (view.ended?.winner ?? null) !== null;
  // The person's own win: one winning side, theirs, and the table calls them "You" (several
  // people at one device are called by their seats).
  const mine =
    viewer !== null &&
    calledYou(names, viewer) &&
    winners.length === 1 &&
    winners[0] === sideOf(config, viewer);
  const winningSeats = names.map((_, s) => s).filter((s) => winners.includes(sideOf(config, s)));
  const ended = view.ended;
  const out = ended ? wentOutSeat(ended) : null;
  const handNo = input.history[input.history.length - 1]?.hand ?? 0;
  const game = presetName(config.preset);
  return {
    game,
    title: `${game} · hand ${handNo + 1}`,
    seating: 'around',
    hand,
    actions,
    board,
    maxPip: options.maxPip,
    scores: {
      kind: lineScoreDisplay(config).kind === 'pegboard' ? 'pegboard' : 'pad',
      target: options.target,
      title: 'Scores',
      rows,
      lowerWins: false,
      goal: `${options.target} points`,
    },
    motions: lineMotions(input.history, viewer),
    lightHints: inPlay,
    arrangement: null,
    // (The deal's words only while nothing is played: a page back mid-hand saw no deal.)
    caption:
      last && !((last.event as LineSeen).type === 'deal' && view.layout.nodes.length > 0)
        ? lineSay(last.event as LineSeen, names, viewer, inPlay, view.leader)
        : '',
    steps: lineSteps(input.history, names, inPlay),
    handEnd: handEndPanel(view, names, sideNames, viewer),
    gameOver: over
      ? {
          title: mine
            ? 'You win the game!'
            : `${winners.map((w) => sideNames[w] ?? '').join(' and ')} ${winners.length > 1 || config.partners ? 'win' : 'wins'} the game`,
          lines: rows.map((r) => `${r.name}: ${r.total}`),
          won: mine,
        }
      : null,
    // The winners by their seats' names ("West and East win"), as the line table says them.
    celebration: over
      ? gameEndMoment(
          mine,
          winners,
          winningSeats.map((s) => names[s] ?? ''),
        )
      : ended && ended.result.end !== 'target'
        ? roundEndMoment(out, names[out ?? 0] ?? '', viewer)
        : chainMoment(
            input.history,
            inPlay ? playPoints(BIG_CHAIN_COUNT, options) : null,
            names,
            viewer,
          ),
    moves,
    status: live ? turnWords(view, targets.size, legal.canDraw, tapPlays(hand)) : '',
    // A seat that plays again says so by its name (the person's status says it to them).
    notes: names.map((_, s) =>
      view.chained && !ended && s === view.turn && s !== viewer ? 'plays again' : '',
    ),
    handSizes: view.handSizes,
    sides: names.map((_, s) => sideOf(config, s)),
  };
}

/** Before the first deal: nothing on the table yet. */
function emptyPart(names: readonly string[]): FamilyTablePart<LineBoardView> {
  return {
    game: '',
    title: '',
    seating: 'around',
    hand: [],
    actions: [],
    board: {
      family: 'line',
      layout: null,
      total: 0,
      countHidden: false,
      inPlay: true,
      totalScores: false,
      boneyard: { count: 0, exists: false },
      bonusSteps: [],
      places: {},
    },
    maxPip: 6,
    scores: { kind: 'pad', target: 0, title: 'Scores', rows: [], lowerWins: false, goal: '' },
    motions: [],
    lightHints: false,
    arrangement: null,
    caption: '',
    steps: [],
    handEnd: null,
    gameOver: null,
    celebration: null,
    moves: {},
    status: '',
    notes: names.map(() => ''),
    handSizes: names.map(() => 0),
    sides: names.map((_, s) => s),
  };
}
