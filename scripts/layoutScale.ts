/**
 * npm run bench:layout [-- --hands N] [--seed S]
 * How large the layout's tiles are drawn at the end of a hand: plays N random hands per
 * setting (Horse Race and every parlour game on each of its sets, 2 to 4 players), and
 * for each hand's final layout computes the zoom the table's camera settles on in the
 * layout area of a phone (390x844) and a desktop (1280x720), as `LayoutView` does
 * (`tableLayout` and `layoutZoom` in src/view/line/layoutFit.ts). A tile's short side is one
 * unit, so the zoom is the short side in CSS pixels. Prints the median, the 5th
 * percentile and the least per screen and per setting group, the tiles on the table and
 * the share of tiles the geometry had to place touching another or bridged (its
 * fallbacks), and the time the geometry took. `--fixed` measures the table before
 * issue 12 (26 × 15 units on every screen) on the same hands.
 */
import {
  applyMove,
  dealNextHand,
  Generator,
  legalMoves,
  newGame,
  PRESET_OPTIONS,
  seedRng,
  setsFor,
  toMove,
  type Layout,
  type LegalMove,
  type NewGame,
  type Preset,
} from '../src/engine/index';
import { DEFAULT_TABLE, layoutGeometry } from '../src/view/line/layout';
import { aspectStep, layoutZoom, tableLayout } from '../src/view/line/layoutFit';
import { familyRegions } from '../src/view/familyRegions';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const HANDS = Number(arg('hands') ?? 40);
/** `--fixed`: the table before issue 12, 26 × 15 units whatever the screen (for comparison). */
const FIXED = process.argv.includes('--fixed');
const SEED = arg('seed') ?? 'layout';
/** The count's strip over the line's board (lineFamilyDrawer.ts's STRIP). */
const STRIP = 26;

const SCREENS = [
  { name: 'phone 390x844', width: 390, height: 844 },
  { name: 'desktop 1280x720', width: 1280, height: 720 },
] as const;
const PRESETS: readonly Preset[] = [
  'horse-race',
  'block',
  'draw',
  'cross',
  'cross-all-doubles',
  'muggins',
];

/** The final layout of each of `hands` random hands of a setting (legal moves at random). */
function finalLayouts(game: NewGame, seed: string, hands: number): Layout[] {
  const out: Layout[] = [];
  let rng = seedRng(seed);
  let created = newGame(game);
  for (let h = 0; h < hands && created.ok; h++) {
    if (created.value.over) created = newGame(game);
    if (!created.ok) break;
    const dealt = dealNextHand(created.value, rng);
    if (!dealt.ok) break;
    rng = dealt.value.rng;
    let state = dealt.value.state;
    const cursor = new Generator(rng);
    for (let i = 0; i < 600 && state.hand && !state.hand.result && !state.over; i++) {
      const legal = legalMoves(state);
      if (legal.length === 0) break;
      const applied = applyMove(state, toMove(legal[cursor.int(legal.length)] as LegalMove));
      if (!applied.ok) break;
      state = applied.value.state;
    }
    rng = cursor.state();
    if (state.hand) out.push(state.hand.layout);
    created = { ok: true, value: state };
  }
  return out;
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.floor(q * (sorted.length - 1))));
  return sorted[i] as number;
}

interface Row {
  readonly group: string;
  readonly screen: string;
  readonly tiles: number;
  readonly zoom: number;
  readonly ms: number;
  /** Tiles touching an unrelated tile or bridged (the geometry's fallbacks). */
  readonly fallbacks: number;
}

const rows: Row[] = [];
const started = performance.now();
for (const preset of PRESETS) {
  for (const maxPip of setsFor(preset)) {
    for (const players of [2, 3, 4]) {
      const game: NewGame = {
        preset,
        players,
        options: { ...PRESET_OPTIONS[preset], maxPip },
      };
      const layouts = finalLayouts(game, `${SEED}/${preset}/${maxPip}/${players}`, HANDS);
      const group = preset === 'horse-race' ? 'horse-race' : `parlour double-${maxPip}`;
      for (const screen of SCREENS) {
        // The family table's board (the others' badges, Draw and Pass, a hand of seven), less
        // the count's strip over it, and the hand's half tile at most, as lineFamilyDrawer.ts.
        const r = familyRegions(screen.width, screen.height, players - 1, 2, 7);
        const strip = r.board.h > 140 ? STRIP : 0;
        const area = { ...r.board, y: r.board.y + strip, h: r.board.h - strip };
        for (const layout of layouts) {
          const t0 = performance.now();
          const geometry = FIXED
            ? layoutGeometry(layout, DEFAULT_TABLE)
            : tableLayout(layout, aspectStep(area));
          const ms = performance.now() - t0;
          const zoom = layoutZoom(geometry, area, r.handTile / 2);
          const fallbacks = geometry.touching + geometry.bridges;
          rows.push({
            group,
            screen: screen.name,
            tiles: layout.nodes.length,
            zoom,
            ms,
            fallbacks,
          });
        }
      }
    }
  }
}

const fmt = (n: number): string => n.toFixed(1).padStart(6);
const line = (label: string, sel: readonly Row[]): string => {
  const z = sel.map((r) => r.zoom).sort((a, b) => a - b);
  const tiles = sel.map((r) => r.tiles).sort((a, b) => a - b);
  const all = tiles.reduce((a, b) => a + b, 0);
  const fallbacks = sel.reduce((a, r) => a + r.fallbacks, 0);
  return (
    `${label.padEnd(44)} ${String(sel.length).padStart(5)} ${fmt(quantile(z, 0.5))} ` +
    `${fmt(quantile(z, 0.05))} ${fmt(z[0] ?? NaN)} ${`${quantile(tiles, 0.5)}/${tiles.at(-1)}`.padStart(7)} ` +
    `${((100 * fallbacks) / all).toFixed(1).padStart(5)} %`
  );
};
process.stdout.write(
  `${FIXED ? 'the fixed 26 × 15 table' : 'the table of src/view/line/layoutFit.ts'}\n`,
);
process.stdout.write(
  `${'tile short side (CSS px) at hand end'.padEnd(44)} hands median    p5    min   tiles fallbacks\n`,
);
for (const screen of SCREENS) {
  const mine = rows.filter((r) => r.screen === screen.name);
  process.stdout.write(`${line(screen.name, mine)}\n`);
  for (const group of [...new Set(mine.map((r) => r.group))]) {
    process.stdout.write(
      `${line(
        `  ${group}`,
        mine.filter((r) => r.group === group),
      )}\n`,
    );
  }
}
const ms = rows.map((r) => r.ms).sort((a, b) => a - b);
process.stdout.write(
  `geometry: median ${quantile(ms, 0.5).toFixed(2)} ms, p95 ${quantile(ms, 0.95).toFixed(2)} ms, ` +
    `max ${(ms.at(-1) ?? 0).toFixed(1)} ms per final layout; ` +
    `${((performance.now() - started) / 1000).toFixed(1)} s in all\n`,
);
