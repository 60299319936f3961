/**
 * The layout sampler of the browser tests: installed in the page, it reads
 * `window.horseRace.boxes()` every 50 ms and records every problem (two texts, badges,
 * buttons or panels overlapping unless one sits in the other, an element spilling out of its
 * panel or button, anything off screen, a button under 44x44 CSS px on a phone, a layout
 * tile's short side under `tileMin`).
 */
import type { Page } from 'playwright-core';
import type { Box } from '../../src/ui/boxes';
import { waitUntil } from './browser';

export interface Rules {
  readonly phone: boolean;
  readonly tileMin: number;
}

/** Installs the sampler in the page: every 50 ms, the boxes checked against `rules`. */
export async function startSampler(page: Page, rules: Rules): Promise<void> {
  await page.evaluate((r) => {
    type B = Box;
    const w = window as unknown as {
      __layout?: { problems: Record<string, string>; samples: number; stop: () => void };
    };
    const problems: Record<string, string> = {};
    // Scene/kind:label with digits read as # and a text's label cut to its first word.
    const norm = (id: string): string => {
      const bare = id.replace(/#\d+$/, '').replace(/\d+/g, '#');
      const m = /^([^/]+\/text:)\s*(\S*)/.exec(bare);
      return (m ? `${m[1]}${m[2]}` : bare).slice(0, 60);
    };
    const pad = 1;
    const ancestors = (b: B, byId: Map<string, B>): Set<string> => {
      const out = new Set<string>();
      let p = b.parent;
      while (p !== undefined && !out.has(p)) {
        out.add(p);
        p = byId.get(p)?.parent;
      }
      return out;
    };
    const sample = (): void => {
      const boxes = window.horseRace?.boxes() ?? [];
      const W = window.innerWidth;
      const H = window.innerHeight;
      const byId = new Map(boxes.map((b) => [b.id, b]));
      const up = new Map(boxes.map((b) => [b.id, ancestors(b, byId)]));
      const note = (sig: string, detail: string): void => {
        if (!(sig in problems)) problems[sig] = detail;
      };
      const where = (b: B): string =>
        `${b.id} @${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.w)}x${Math.round(b.h)}`;
      const flat = boxes.filter((b) => b.kind !== 'tile');
      for (const b of boxes) {
        if (b.x < -pad || b.y < -pad || b.x + b.w > W + pad || b.y + b.h > H + pad)
          note(`off screen: ${norm(b.id)}`, where(b));
        // (A button being pressed is drawn at 97 %.)
        if (r.phone && b.kind === 'button' && (b.w < 44 * 0.97 - 0.5 || b.h < 44 * 0.97 - 0.5))
          note(`small button: ${norm(b.id)}`, where(b));
        const parent = b.parent === undefined ? undefined : byId.get(b.parent);
        if (
          parent &&
          (b.x < parent.x - pad ||
            b.y < parent.y - pad ||
            b.x + b.w > parent.x + parent.w + pad ||
            b.y + b.h > parent.y + parent.h + pad)
        )
          note(`spills out: ${norm(b.id)}`, `${where(b)} in ${where(parent)}`);
        if (b.kind === 'tile' && Math.min(b.w, b.h) < r.tileMin - 0.5) note(`small tile`, where(b));
      }
      for (let i = 0; i < flat.length; i++) {
        const a = flat[i]!;
        for (let j = i + 1; j < flat.length; j++) {
          const b = flat[j]!;
          const ox = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
          const oy = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
          if (ox <= pad || oy <= pad) continue;
          if (up.get(a.id)?.has(b.id) || up.get(b.id)?.has(a.id)) continue;
          // A lane's pegs leapfrog: one hops over the other (and the lanes' pegs share a start).
          if (a.id.includes('/peg:') && b.id.includes('/peg:')) continue;
          const [p, q] = [norm(a.id), norm(b.id)].sort();
          note(`overlap: ${p} × ${q}`, `${where(a)} | ${where(b)}`);
        }
      }
      samples++;
    };
    let samples = 0;
    const timer = window.setInterval(sample, 50);
    w.__layout = {
      problems,
      get samples() {
        return samples;
      },
      stop: () => window.clearInterval(timer),
    };
  }, rules);
}

export async function stopSampler(
  page: Page,
): Promise<{ problems: Record<string, string>; samples: number }> {
  return page.evaluate(() => {
    const w = window as unknown as {
      __layout?: { problems: Record<string, string>; samples: number; stop: () => void };
    };
    w.__layout?.stop();
    return { problems: { ...(w.__layout?.problems ?? {}) }, samples: w.__layout?.samples ?? 0 };
  });
}

/** Waits until the sampler has looked `n` more times. */
export async function sampled(page: Page, n: number): Promise<void> {
  const count = (): Promise<number> =>
    page.evaluate(
      () => (window as unknown as { __layout?: { samples: number } }).__layout?.samples ?? 0,
    );
  const from = await count();
  await waitUntil(`${n} samples`, async () => (await count()) >= from + n);
}
