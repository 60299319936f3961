/**
 * The size part of `npm run bench:ui` (scripts/benchUi.ts): the gzipped size of the app's
 * own code in `dist/` apart from Phaser, and with --modules the modules of the code loaded
 * at start, read from the build through `readModules`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The size measure of the build under `root`, reporting through `log`. Build with
 * `readModules` among the plugins to list the modules loaded at start.
 */
export function sizeMeter(root: string, log: (line: string) => void) {
  /** Each chunk's modules with their code as bundled, by chunk file name (filled by the build). */
  const chunkModules = new Map<string, { id: string; code: string }[]>();
  const readModules: Plugin = {
    name: 'bench-ui-modules',
    generateBundle(_options, bundle) {
      for (const [file, out] of Object.entries(bundle)) {
        if (out.type !== 'chunk') continue;
        const list = Object.entries(out.modules).map(([id, m]) => ({
          // Virtual modules (Vite's preload helper) are named with a leading NUL.
          id: id.startsWith(root) ? relative(root, id) : id.replace(/^\0/, ''),
          code: m.code ?? '',
        }));
        chunkModules.set(basename(file), list);
      }
    },
  };

  /**
   * The modules of these chunks, largest first, each gzipped alone: which code the start
   * carries. Alone, each compresses worse than in its chunk, so the sizes add up to more.
   */
  function startModules(files: readonly string[]) {
    const rows = files.flatMap((file) =>
      (chunkModules.get(file) ?? []).map((m) => ({
        module: m.id,
        chunk: file,
        gzip: gzipSync(m.code, { level: 9 }).length,
      })),
    );
    rows.sort((a, b) => b.gzip - a.gzip);
    log('  its modules, largest first, each gzipped alone (KB):');
    for (const r of rows)
      log(`    ${(r.gzip / 1024).toFixed(2).padStart(5)}  ${r.module}  (${r.chunk})`);
    return rows;
  }

  /** 4. The app's own code, gzipped, apart from Phaser; with `modules`, its modules too. */
  function measure(modules: boolean) {
    const assets = join(root, 'dist', 'assets');
    const chunks = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => ({
        file: f,
        gzip: gzipSync(readFileSync(join(assets, f)), { level: 9 }).length,
      }));
    const kb = (list: typeof chunks): number => list.reduce((s, c) => s + c.gzip, 0) / 1024;
    // What the page loads at start: the chunks index.html names (entry and module preloads).
    const html = readFileSync(join(root, 'dist', 'index.html'), 'utf8');
    const atStart = (c: { file: string }): boolean => html.includes(c.file);
    // Third-party code besides Phaser: Howler (`vendor`, at start) and xstate (with the session).
    const thirdParty = (c: { file: string }): boolean =>
      c.file.startsWith('vendor-') || c.file.startsWith('xstate-');
    const own = chunks.filter((c) => !c.file.startsWith('phaser-') && !thirdParty(c));
    const vendor = chunks.filter(thirdParty);
    const ownKb = kb(own);
    const ownStartKb = kb(own.filter(atStart));
    const vendorKb = kb(vendor);
    const list = (l: typeof chunks): string =>
      l.map((c) => `${c.file} ${(c.gzip / 1024).toFixed(1)}`).join(', ');
    log(
      `the app's own code loaded at start: ${ownStartKb.toFixed(1)} KB gzipped (target <= 50 KB): ${list(own.filter(atStart))}`,
    );
    const moduleRows = modules ? startModules(own.filter(atStart).map((c) => c.file)) : undefined;
    log(
      `  all of the app's own code, with what loads on demand: ${ownKb.toFixed(1)} KB (${list(own.filter((c) => !atStart(c)))})`,
    );
    log(
      `  third-party besides Phaser (xstate, Howler): ${vendorKb.toFixed(1)} KB (${list(vendor)}); everything but Phaser at start: ${(ownStartKb + kb(vendor.filter(atStart))).toFixed(1)} KB`,
    );
    return {
      ownCodeAtStartGzipKb: ownStartKb,
      ownCodeGzipKb: ownKb,
      vendorGzipKb: vendorKb,
      nonPhaserGzipKb: ownKb + vendorKb,
      chunks: [...own, ...vendor],
      ...(moduleRows ? { startModules: moduleRows } : {}),
    };
  }

  return { readModules, measure };
}
