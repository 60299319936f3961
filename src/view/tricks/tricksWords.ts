/**
 * Texas 42's table in words (RULES.md §17, §17.10): bids, contracts and where the doubles
 * rank, the options in play, what the contract asks of the bidders, the person's status,
 * the captions of each step and the sentence that says which trick decided the hand. Every
 * rule fact comes from the seat view (`TricksView`: the namer, the goal, the trick that
 * decided it) or the legal moves; these functions only say them.
 */
import {
  bidMarks,
  trumpWord,
  type DoublesMode,
  type SpecialBid,
  type TricksBid,
  type TricksEvent,
  type TricksGoal,
  type TricksHandView,
  type TricksMove,
  type TricksOptions,
  type TrumpName,
} from '../../engine/tricks/tricksFamily';
import { formatTile } from '../../engine/core/tiles';
import { plural } from '../../engine/core/words';
import type { FamilyStep } from '../familyTable';

export function bidWords(bid: TricksBid, special?: SpecialBid | null): string {
  if (bid === 'pass') return 'Pass';
  const words = bid > 42 ? plural(bidMarks(bid), 'mark') : String(bid);
  if (special === undefined || special === null) return words;
  return `${special.charAt(0).toUpperCase()}${special.slice(1)} (${words})`;
}

/** Where the doubles rank, when it is worth saying: nello always, another contract when low. */
function doublesWords(trump: TrumpName, doubles: DoublesMode | undefined): string {
  if (trump === 'nello')
    return doubles === 'high'
      ? ', doubles high'
      : doubles === 'low'
        ? ', doubles low'
        : ', doubles a suit';
  // Doubles trumps rank by number, and sevens has no suits: the option changes nothing there.
  return doubles === 'low' && trump !== 'doubles' && trump !== 'sevens' ? ', doubles low' : '';
}

/** "fives are trumps", "follow-me (no trumps)", "nello, doubles low", "sevens". */
export function contractWords(trump: TrumpName, doubles?: DoublesMode): string {
  const rank = doublesWords(trump, doubles);
  if (trump === 'none') return `follow-me (no trumps)${rank}`;
  if (trump === 'nello' || trump === 'sevens') return `${trump}${rank}`;
  return `${trumpWord(trump)} are trumps${rank}`;
}

/** The options in play beyond straight 42, as the table's head says them; null for none. */
export function rulesWords(options: TricksOptions): string | null {
  const nello = { own_suit: 'doubles a suit', high: 'doubles high', low: 'doubles low' };
  const words = [
    options.plunge ? 'plunge' : '',
    options.splash ? 'splash' : '',
    options.sevens ? 'sevens' : '',
    options.nello ? `nello (${nello[options.nelloDoubles]})` : '',
    options.doublesInSuit === 'low' ? 'doubles low' : '',
    options.markBids === 'one_at_a_time' ? 'marks one at a time' : '',
    options.allPass === 'reshake' ? 'four passes reshake' : '',
    options.scoring === 'marks' && options.handEnd === 'all_tricks' ? 'every trick played' : '',
  ].filter((w) => w);
  return words.length === 0 ? null : `Also played: ${words.join(', ')}`;
}

/** "your" for the person, "West’s" for another seat. */
export function whose(name: string): string {
  return name === 'You' ? 'your' : `${name}’s`;
}

/** What the bidders play for, by name: "the plunge", "sevens", "nello", "the bid". */
export function contractName(hand: Pick<TricksHandView, 'special' | 'trump'>): string {
  if (hand.special !== null) return `the ${hand.special}`;
  return hand.trump === 'nello' || hand.trump === 'sevens' ? hand.trump : 'the bid';
}

/** A team by its seats: "You and North", "West and East". */
export function pairName(names: readonly string[], team: number): string {
  return `${names[team] ?? ''} and ${names[team + 2] ?? ''}`;
}

/** What the contract asks, as the board's progress line says it. */
export function goalWords(
  goal: TricksGoal,
  hand: Pick<TricksHandView, 'points' | 'taken' | 'tricks' | 'out'>,
  names: readonly string[],
  teamName: (team: number) => string,
): string {
  if (goal.kind === 'no-trick') {
    const out = hand.out === null ? '' : ` · ${names[hand.out] ?? ''} sits out`;
    return `${names[goal.seat] ?? ''} must lose every trick${out}`;
  }
  const b = goal.team;
  const d = 1 - b;
  if (goal.kind === 'every-trick')
    return `${pairName(names, b)} must take every trick: ${hand.taken[b]} of 7 so far`;
  return `${teamName(b)} ${hand.points[b]} of ${goal.points} · ${teamName(d)} ${hand.points[d] ?? 0}`;
}

/**
 * The sentence that says how the hand was decided, from the trick that decided it: "East
 * took trick 3: the plunge needed every trick". Null before it is decided.
 */
export function decidedWords(hand: TricksHandView, names: readonly string[]): string | null {
  const k = hand.decidedAt;
  const goal = hand.goal;
  const trick = k === null ? undefined : hand.tricks[k];
  if (k === null || goal === null || !trick || hand.result === null) return null;
  const taker = names[trick.winner] ?? '';
  const what = contractName(hand);
  if (goal.kind === 'no-trick')
    return hand.result === 'set'
      ? `${taker} took trick ${k + 1}: nello's bidder must lose every trick`
      : `${names[goal.seat] ?? ''} lost every trick`;
  if (goal.kind === 'every-trick')
    return hand.result === 'set'
      ? `${taker} took trick ${k + 1}: ${what} needed every trick`
      : `${pairName(names, goal.team)} took every trick`;
  const b = goal.team;
  // The points each team held once the deciding trick was taken.
  const upTo = hand.tricks.slice(0, k + 1);
  const held = (team: number): number =>
    upTo.filter((t) => (t.winner & 1) === team).reduce((sum, t) => sum + t.points, 0);
  // Set: who took what, and that the bid can no longer be made (the title says on which trick).
  return hand.result === 'made'
    ? `${pairName(names, b)} reached ${held(b)} of ${goal.points} on trick ${k + 1}`
    : `${pairName(names, 1 - b)} took ${held(1 - b)} points: ${goal.points} can no longer be made`;
}

/** A step as a seat saw it: the family's event, or a hand's deal. */
export type TricksSeen = TricksEvent | { readonly type: 'deal' };

/** The words of a step, for the caption and the voice; `hand` is the hand it belongs to. */
export function say(
  event: TricksSeen,
  names: readonly string[],
  hand: TricksHandView | null,
): string {
  const who = (seat: number): string => names[seat] ?? '';
  switch (event.type) {
    case 'bid':
      return event.bid === 'pass'
        ? `${who(event.seat)} passed`
        : `${who(event.seat)} bid ${bidWords(event.bid, event.special)}`;
    case 'trump': {
      const words = contractWords(event.trump, hand?.doubles);
      const bidder = hand?.bidder ?? event.seat;
      // After a plunge or a splash the partner names trumps: said as the partner's choice.
      if (hand?.special && bidder !== event.seat)
        return `${who(event.seat)} ${who(event.seat) === 'You' ? 'name' : 'names'} trumps for ${whose(who(bidder))} ${hand.special}: ${words}`;
      const out =
        event.trump === 'nello' && hand && hand.out !== null ? `: ${who(hand.out)} sits out` : '';
      return `${who(event.seat)}: ${words}${out}`;
    }
    case 'play':
      return event.winner === undefined
        ? `${who(event.seat)} played ${formatTile(event.tile)}`
        : `${who(event.winner)} took the trick (+${event.points ?? 0})`;
    case 'decided': {
      const what = hand ? contractName(hand) : 'the bid';
      const taker = hand?.tricks[event.trick]?.winner;
      const by = taker === undefined ? '' : `${who(taker)} took trick ${event.trick + 1}: `;
      if (event.result === 'set') return `${by}${what} is set`;
      return `${what.charAt(0).toUpperCase()}${what.slice(1)} is made`;
    }
    case 'hand-end':
      return 'The hand is over';
    case 'game-over':
      return 'The game is over';
    case 'deal':
      return '';
  }
}

/**
 * The current hand's steps in words (pass-and-play's recap): each bid, the contract, each
 * tile played (a trick's last one, then who took it), and the bid made or set.
 */
export function tricksSteps(
  history: readonly { readonly hand: number; readonly event: unknown }[],
  names: readonly string[],
  hand: TricksHandView | null,
): FamilyStep[] {
  const now = history[history.length - 1]?.hand;
  return history.flatMap((h): FamilyStep[] => {
    const event = h.event as TricksSeen;
    if (h.hand !== now || event.type === 'deal') return [];
    const seat = 'seat' in event ? event.seat : null;
    const words = say(event, names, hand);
    if (event.type === 'play' && event.winner !== undefined)
      return [
        { seat, words: `${names[event.seat] ?? ''} played ${formatTile(event.tile)}` },
        { seat: null, words },
      ];
    return words ? [{ seat, words }] : [];
  });
}

/** "a plunge", "a plunge or a splash". */
function specialsWords(specials: readonly SpecialBid[]): string {
  return specials.map((s) => `a ${s}`).join(' or ');
}

/** What the person is asked on their turn (their legal moves say what they may do). */
export function statusFor(
  hand: TricksHandView,
  legal: readonly TricksMove[],
  names: readonly string[],
  follow: string | null,
  doublesHeld: number,
): string {
  const first = legal[0];
  if (!first) return '';
  if (first.type === 'bid') {
    const by =
      hand.bidder === null
        ? ''
        : ` (high: ${bidWords(hand.high, hand.special)} by ${names[hand.bidder] ?? ''})`;
    const specials = legal.flatMap((m) => (m.type === 'bid' && m.special ? [m.special] : []));
    // The reason a plunge or a splash is offered: the doubles held, lit in the hand.
    if (specials.length > 0)
      return `Your ${doublesHeld} doubles (lit) allow ${specialsWords(specials)}; or bid, or pass${by}`;
    // The dealer after three passes may not pass (a forced bid): offer only what is legal.
    return legal.some((m) => m.type === 'bid' && m.bid === 'pass')
      ? `Your bid: choose one, or pass${by}`
      : `Your bid: the other three passed, so you must bid${by}`;
  }
  if (first.type === 'trump') {
    if (hand.special !== null)
      return `Your partner's ${bidWords(hand.high, hand.special)} won the bid: name trumps; you lead, and you two must take every trick`;
    const extra = legal.flatMap((m) =>
      m.type === 'trump' && (m.trump === 'nello' || m.trump === 'sevens') ? [m.trump] : [],
    );
    const also = extra.length > 0 ? `, or call ${extra.join(' or ')}` : '';
    return `You won the bid at ${bidWords(hand.high)}: name trumps${also}`;
  }
  if (hand.trump === 'sevens') {
    const nearest = hand.sevens?.[hand.own.indexOf(first.tile)];
    return `Sevens: play a lit domino, the nearest 7 pips (${nearest ?? 0} away)`;
  }
  const led = hand.current[0];
  if (!led) return 'Your lead: play any domino';
  return follow ? `${follow}: play a lit domino` : 'Your play: any domino';
}
