/**
 * How to play Texas 42 (RULES.md §17), as data for the Help scene: the bidding, trumps,
 * tricks and the count, marks, the special contracts New game's Rules and a link may add
 * (§17.10: plunge, splash, sevens, nello and its doubles, doubles low, marks bids one at a
 * time) and the family table's controls.
 */
import { h, k, p, picture, type Block } from './helpBlocks';

export const TEXAS_42_HELP: readonly Block[] = [
  h('Texas 42'),
  p(
    'Four players in two teams, partners sitting opposite, seven dominoes each from a double-six set.',
  ),
  h('Bidding'),
  p(
    'Each player bids once, starting left of the shaker: 30 to 41 points, or marks: 42 is one mark, 84 two. Each bid must be higher than the last; after 84, one mark more. If the other three pass, the shaker must bid.',
  ),
  p(
    'The winner of the bid names trumps: a suit (blanks to sixes), doubles, or follow-me (no trumps), and leads the first trick.',
  ),
  h('Tricks'),
  p(
    'A domino led asks for the suit of its higher end, or for trumps when it is one; a trump belongs to trumps only. Follow the suit led if you can; if not, play any domino.',
  ),
  p(
    'The highest trump wins the trick, else the highest domino of the suit led. In a suit the double is highest, then the others by their other end.',
  ),
  p(
    'Each trick is a point, and the count dominoes add theirs: 5-5 and 6-4 ten each, 5-0, 4-1 and 3-2 five each. 42 points in a hand.',
  ),
  picture('trump-trick'),
  h('Marks'),
  p(
    'The bidders need the points they bid; a marks bid needs all 42, so every trick. Made, they score the bid’s marks (one for a points bid); set, the other team scores them. The hand stops once it is decided. First to 7 marks wins.',
  ),
  h('Special contracts'),
  p('Off unless New game’s Rules (or a link) turns them on; the table’s head lists those in play.'),
  p(
    'Plunge: holding four doubles, bid 4 marks (a mark more over 4 marks or more), even as the first bid. Your partner names trumps and leads, and your team must take every trick: the first trick it loses sets it.',
  ),
  p(
    'Splash: the same with three doubles, for 2 marks (3 over a bid of 84). Plunge and Splash appear among the bids only when your doubles allow them, and those doubles are lit.',
  ),
  p(
    'Sevens: on your own marks bid, call sevens instead of trumps. There are no suits: everyone plays a domino nearest 7 pips (6-1 and 4-3 are 0 away, 0-0 is 7), and the nearest wins, the first played of equals. Each domino in your hand shows its distance; only the nearest are lit. Your team must take every trick.',
  ),
  p(
    'Nello: on your own marks bid, call nello. Your partner sits out with his dominoes face down, and you must lose every trick. The doubles are a suit of their own, or each the highest or the lowest of its number’s suit, as Nello doubles says.',
  ),
  p(
    'Doubles low: outside nello each double is the lowest of its suit, trumps included (4-4 below 4-0). Marks bids one at a time: the first marks bid is 42, then a mark more each time.',
  ),
  h('Keyboard'),
  k(['←', '→'], 'move the highlight through your playable dominoes and your bids or trumps'),
  k(
    ['Enter'],
    'play the highlighted domino, or take the highlighted bid or trump; while the others play, Skip to my turn',
  ),
  k(['Esc'], 'open the menu'),
  k(['M'], 'sound on or off'),
  h('Mouse and touch'),
  p(
    'Choose a lit domino to play it to the trick, or drag it there; choose a bid or a trump by its button. Last trick shows the trick just taken.',
  ),
];
