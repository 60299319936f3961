/**
 * Texas 42's part of the family table (RULES.md §17): each seat's bid, the contract, the
 * trick in the middle with every domino in front of its player (the last complete trick
 * stays until the next lead), the tricks and count dominoes taken, what the contract asks
 * ("Us 24 of 31", "You and North must take every trick"), the marks and the options in play.
 * The person's legal bids and trumps are buttons (a plunge or a splash only when legal, the
 * doubles that allow it lit); the hand is sorted by suit once trumps are named (trumps first;
 * in sevens by distance from 7, each tile tagged with it), with the reason a domino is dark;
 * in nello the seat that sits out has its tiles face down. Built from the viewer's
 * information set (`tricksSeatView`) and the legal moves only; the words are tricksWords.ts.
 */
import {
  bidSeat,
  countPoints,
  isTrump,
  rank,
  suitLed,
  teamOf,
  trickWinner,
  trumpWord,
  unplayableReason,
  type DoublesMode,
  type TrickPlay,
  type TricksMove,
  type TricksView,
  type TrumpName,
} from '../../engine/tricks/tricksFamily';
import { hi, isDouble, lo, type Tile } from '../../engine/core/tiles';
import { plural } from '../../engine/core/words';
import { gameEndMoment } from '../familyMoments';
import {
  tileChoiceId,
  type FamilyAction,
  type FamilyHandTile,
  type FamilyTableInput,
  type FamilyTablePart,
} from '../familyTable';
import { tricksMotions } from './tricksMotions';
import {
  bidWords,
  contractWords,
  decidedWords,
  goalWords,
  rulesWords,
  say,
  statusFor,
  tricksSteps,
  type TricksSeen,
} from './tricksWords';

export { bidWords, contractWords, type TricksSeen } from './tricksWords';

/** Where a seat sits from the viewer: 0 bottom, 1 left, 2 top (partner), 3 right. */
export type TrickSpot = 0 | 1 | 2 | 3;

export interface TrickTile {
  readonly seat: number;
  readonly at: TrickSpot;
  readonly tile: Tile;
  /** It takes the trick so far (or took it). */
  readonly wins: boolean;
}

export interface TricksBoard {
  readonly family: 'tricks';
  /** The trick in play, or the last complete one until the next lead. */
  readonly plays: readonly TrickTile[];
  /** Said over a complete trick ("West takes it: +11"), else null. */
  readonly taken: string | null;
  /** Each seat's bid while bidding and naming trumps ("31", "Pass"), by spot. */
  readonly bids: readonly {
    readonly seat: number;
    readonly at: TrickSpot;
    readonly text: string;
  }[];
  /** "North bid 31 · fives are trumps" ("… · North names trumps" before), or null while bidding. */
  readonly contract: string | null;
  /** "Us 24 of 31 · Them 6", or null before the play. */
  readonly progress: string | null;
  /** Tricks taken per team (the person's first) and the count dominoes each took. */
  readonly teams: readonly {
    readonly name: string;
    readonly tricks: number;
    readonly count: readonly Tile[];
  }[];
  /** The last complete trick (to look at again), or null. */
  readonly lastTrick: readonly TrickTile[] | null;
  /** The options in play beyond straight 42 ("Also played: plunge, sevens"), or null. */
  readonly rules: string | null;
  /** Nello's sitting-out seat, its tiles face down at its place, or null. */
  readonly out: { readonly at: TrickSpot; readonly tiles: number; readonly text: string } | null;
  /** While bidding, the shaker (the dealer, who bids last) marked at its place; else null. */
  readonly shaker: { readonly seat: number; readonly at: TrickSpot } | null;
}

/** A contract as its button says it: "Fives", "Follow-me". */
function trumpLabel(trump: TrumpName): string {
  const word = trumpWord(trump);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

const spotOf = (seat: number, base: number): TrickSpot => ((seat - base + 4) & 3) as TrickSpot;

function trickTiles(plays: readonly TrickPlay[], winner: number, base: number): TrickTile[] {
  return plays.map((p) => ({
    seat: p.seat,
    at: spotOf(p.seat, base),
    tile: p.tile,
    wins: p.seat === winner,
  }));
}

/**
 * The hand in the order players hold it: trumps first, then by suit, highest first (a double
 * at the foot of its suit when doubles are low; nello's doubles as a suit of their own, by
 * default); in sevens, nearest 7 first.
 */
export function sortTricksHand(
  tiles: readonly Tile[],
  trump: TrumpName | null,
  doubles: DoublesMode = 'high',
  sevens: readonly number[] | null = null,
): { tile: Tile; group: number }[] {
  const keyed = tiles.map((tile, i) => {
    if (sevens !== null) return { tile, group: -(sevens[i] ?? 7), order: hi(tile) };
    if (trump === null) return { tile, group: hi(tile), order: lo(tile) };
    const trumps = isTrump(tile, trump);
    const suit = suitLed(tile, trump, doubles);
    return { tile, group: trumps ? 99 : suit, order: rank(tile, suit, trump, doubles) };
  });
  keyed.sort((a, b) => b.group - a.group || b.order - a.order);
  return keyed.map(({ tile, group }) => ({ tile, group }));
}

export function tricksTable(input: FamilyTableInput<TricksView>): FamilyTablePart<TricksBoard> {
  const { view, viewer, names } = input;
  const base = viewer ?? 0;
  const hand = view.hand;
  const options = view.options;
  const legal = input.legal as readonly TricksMove[];
  const moves: Record<string, unknown> = {};
  const actions: FamilyAction[] = [];
  const playable = new Set<Tile>();
  for (const m of legal) {
    if (m.type === 'play') {
      playable.add(m.tile);
      moves[tileChoiceId(m.tile, 'trick')] = m;
    } else {
      // A splash of 84 and an ordinary 84 are two moves: two buttons.
      const id =
        m.type === 'bid' ? `bid:${m.bid}${m.special ? `:${m.special}` : ''}` : `trump:${m.trump}`;
      const label = m.type === 'bid' ? bidWords(m.bid, m.special) : trumpLabel(m.trump);
      actions.push({
        id,
        label,
        group: m.type === 'bid' ? 'bids' : 'trumps',
        primary: m.type === 'trump',
      });
      moves[id] = m;
    }
  }
  const trump = hand?.trump ?? null;
  const own = viewer === null ? [] : (hand?.own ?? []);
  const led = hand?.current[0]?.tile ?? null;
  const sevens = viewer === null ? null : (hand?.sevens ?? null);
  const sorted = sortTricksHand(own, trump, hand?.doubles, sevens);
  const choosing = legal[0]?.type === 'play';
  // A plunge or a splash offered: the doubles that allow it are lit.
  const special = legal.some((m) => m.type === 'bid' && m.special !== undefined);
  const bidder = hand?.bidder ?? null;
  const sitsOut = viewer !== null && hand?.out === viewer;
  const handTiles: FamilyHandTile[] = sorted.map(({ tile, group }, i) => {
    const distance = sevens?.[own.indexOf(tile)];
    return {
      tile,
      targets: playable.has(tile) ? [{ id: 'trick', label: 'the trick' }] : [],
      reason: sitsOut
        ? `you sit out: ${names[bidder ?? 0] ?? ''} plays nello alone`
        : choosing && !playable.has(tile) && trump !== null
          ? unplayableReason(own, tile, led, trump, hand?.doubles)
          : null,
      gapBefore: i > 0 && sorted[i - 1]?.group !== group,
      ...(special && isDouble(tile) ? { lit: true } : {}),
      ...(choosing && distance !== undefined ? { badge: String(distance) } : {}),
      ...(sitsOut ? { faceDown: true } : {}),
    };
  });
  const team = teamOf(base);
  // A spectator (or a table of computers) has no side: each team by its seats.
  const teamName = (t: number): string =>
    viewer === null ? `${names[t] ?? ''} & ${names[t + 2] ?? ''}` : t === team ? 'Us' : 'Them';
  /** The viewer's side won (a louder title); never when nobody's hand is shown. */
  const ours = (won: boolean): boolean => viewer !== null && won;
  const lastDone = hand?.tricks[hand.tricks.length - 1] ?? null;
  const showDone = hand !== null && hand.current.length === 0 && lastDone !== null;
  const plays = !hand
    ? []
    : showDone
      ? trickTiles(lastDone.plays, lastDone.winner, base)
      : trickTiles(
          hand.current,
          trump === null ? -1 : trickWinner(hand.current, trump, hand.doubles),
          base,
        );
  const bidding = hand !== null && trump === null;
  const shaker = hand && bidding ? hand.dealer : null;
  const dealerLeft = hand ? bidSeat(hand.dealer, 0) : 0;
  const bidOf = (seat: number): string | null => {
    const i = (seat - dealerLeft + 4) & 3;
    const bid = hand?.bids[i];
    return bid === undefined ? null : bidWords(bid);
  };
  const points = hand?.points ?? [0, 0];
  const goal = hand?.goal ?? null;
  const progress = hand && goal ? goalWords(goal, hand, names, teamName) : null;
  const high = hand ? bidWords(hand.high, hand.special) : '';
  const namer = hand?.namer ?? null;
  const named = namer !== null && namer !== bidder ? `${names[namer] ?? ''}: ` : '';
  const contract =
    !hand || bidder === null
      ? null
      : trump !== null
        ? `${names[bidder] ?? ''} bid ${high} · ${named}${contractWords(trump, hand.doubles)}`
        : namer !== null
          ? `${names[bidder] ?? ''} bid ${high} · ${namer === viewer ? 'you name' : `${names[namer] ?? ''} names`} trumps`
          : null;
  const out = hand?.out ?? null;
  const countOf = (t: number): Tile[] =>
    (hand?.tricks ?? [])
      .filter((tr) => teamOf(tr.winner) === t)
      .flatMap((tr) => tr.plays.map((p) => p.tile).filter((x) => countPoints(x) > 0));
  const teams = [team, 1 - team].map((t) => ({
    name: teamName(t),
    tricks: hand?.taken[t] ?? 0,
    count: countOf(t),
  }));
  const last = input.history[input.history.length - 1];
  const points42 = options.scoring === 'points';
  const unit = points42 ? 'points' : 'marks';
  // A team by its two seats' names, the viewer's own first ("You & Ada").
  const pair = (a: number): string => {
    const [first, second] = viewer === a + 2 ? [a + 2, a] : [a, a + 2];
    return `${names[first] ?? ''} & ${names[second] ?? ''}`;
  };
  const rows = [team, 1 - team].map((t) => ({
    name: pair(t),
    side: t,
    total: view.scores[t] ?? 0,
    shown: plural(view.scores[t] ?? 0, unit.slice(0, -1)),
    entries: [],
    marks: points42 ? null : (view.scores[t] ?? 0),
  }));
  const end = hand?.end ?? null;
  // A hand played to its end can be reviewed by the person whose hand is shown.
  const reviewable = viewer !== null && (end === 'made' || end === 'set');
  const decided = hand ? decidedWords(hand, names) : null;
  const at = hand?.decidedAt ?? null;
  const onTrick = at === null ? '' : ` on trick ${at + 1}`;
  const handEnd =
    hand && end !== null
      ? {
          title:
            end === 'all-pass'
              ? 'Everyone passed: the hand is thrown in'
              : `${names[bidder ?? 0] ?? ''} bid ${high}: ${end === 'made' ? 'made' : 'set'}${onTrick}`,
          lines: [
            // The trick that decided it, and why (a plunge set by the first trick lost).
            ...(decided === null ? [] : [decided]),
            ...teams.map(
              (t, i) =>
                `${t.name}: ${plural(t.tricks, 'trick')}, ${plural(points[i === 0 ? team : 1 - team] ?? 0, 'point')}`,
            ),
            `Marks: ${rows.map((r) => `${r.name} ${r.shown}`).join(' · ')}`,
          ],
          won: ours(bidder !== null && (end === 'made') === (teamOf(bidder) === team)),
          review: reviewable,
        }
      : null;
  const winner = view.winner ?? [];
  /** A seat of the winning team (the viewer's, else the next). */
  const won = winner.includes(team) ? base : (base + 1) & 3;
  return {
    game: 'Texas 42',
    title: `Texas 42 · to ${options.target} ${options.target === 1 ? unit.slice(0, -1) : unit}`,
    // The trick lies in the table's middle, the four seats around it.
    seating: 'around',
    hand: handTiles,
    actions,
    board: {
      family: 'tricks',
      plays,
      taken: showDone
        ? `${names[lastDone.winner] ?? ''} took the trick: +${lastDone.points}`
        : null,
      bids: bidding
        ? [0, 1, 2, 3].flatMap((s) => {
            const t = bidOf(s);
            return t === null ? [] : [{ seat: s, at: spotOf(s, base), text: t }];
          })
        : [],
      contract,
      progress,
      teams,
      lastTrick: lastDone ? trickTiles(lastDone.plays, lastDone.winner, base) : null,
      rules: rulesWords(options),
      out:
        hand && out !== null
          ? {
              at: spotOf(out, base),
              tiles: hand.counts[out] ?? 0,
              text: out === viewer ? 'You sit out' : `${names[out] ?? ''} sits out`,
            }
          : null,
      shaker: shaker === null ? null : { seat: shaker, at: spotOf(shaker, base) },
    },
    // Texas 42 is played with a double-six set.
    maxPip: 6,
    scores: {
      kind: 'slate',
      target: options.target,
      title: unit === 'marks' ? 'Marks' : 'Points',
      rows,
      lowerWins: false,
      goal: options.target === 1 ? `1 ${unit.slice(0, -1)} wins` : `${options.target} ${unit} win`,
    },
    motions: tricksMotions(input.history),
    lightHints: false,
    arrangement: null,
    caption: last ? say(last.event as TricksSeen, names, hand) : '',
    steps: tricksSteps(input.history, names, hand),
    handEnd,
    gameOver: view.over
      ? {
          title: `${names[won] ?? ''} and ${names[(won + 2) & 3] ?? ''} win the game${ours(winner.includes(team)) ? '!' : ''}`,
          // How the last hand ended, and why, before the marks (its panel gives way to this one).
          lines: [
            ...(handEnd ? [handEnd.title, ...(decided === null ? [] : [decided])] : []),
            ...rows.map((r) => `${r.name}: ${r.shown}`),
          ],
          won: ours(winner.includes(team)),
          review: reviewable,
        }
      : null,
    celebration: view.over
      ? gameEndMoment(ours(winner.includes(team)), winner, [
          names[won] ?? '',
          names[(won + 2) & 3] ?? '',
        ])
      : null,
    moves,
    status: hand
      ? statusFor(
          hand,
          legal,
          names,
          handTiles.find((h) => h.reason)?.reason ?? null,
          own.filter(isDouble).length,
        )
      : '',
    notes: names.map((_, s) => {
      // The shaker bids last: marked while bidding ("Shaker", "30 · shaker").
      if (bidding) {
        const bid = bidOf(s);
        if (s !== shaker) return bid ?? '';
        return bid === null ? 'Shaker' : `${bid} · shaker`;
      }
      if (s === out) return 'Sits out';
      return s === bidder ? `Bid ${high}` : '';
    }),
    handSizes: hand?.counts ?? [0, 0, 0, 0],
    sides: names.map((_, s) => teamOf(s)),
  };
}
