// `local/no-cycle`: no import cycle among the project's TypeScript files, type-only imports
// included. The import graph of every `.ts` file under the given roots (and of any file a
// relative import leads to from there) is built once a lint run, from the syntax trees that
// typescript-eslint's program already holds (a file it lacks is parsed here), and kept per
// file by mtime and size: the disk is looked at again at most every 5 s (for an editor's
// long-lived ESLint), and the file being linted counts as its text (an unsaved buffer).
// A depth-first search over the whole graph, in file-name order, finds the imports that close
// a cycle (back edges): the error stands on each of them, in the importing file, and names
// the cycle's files. No back edge, no cycle.
//
// Edges: `import` (`import type` too), `export … from` (`export type … from` too),
// `import x = require()`, dynamic `import()` and `import()` types, of relative specifiers,
// resolved to `x.ts`, `x/index.ts` (a barrel), or `x.ts` for `x.js`. Package imports are
// not followed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';

// `require`, not `import`: the copy typescript-eslint has loaded already, without Node's
// scan of its 9 MB for named exports.
/** @type {(id: 'typescript') => typeof import('typescript')} */
const load = createRequire(import.meta.url);
const ts = load('typescript');

/** How long a scan of the roots' files (names, mtimes) is trusted before it is made again. */
const RESCAN_MS = 5000;

/**
 * @typedef {import('typescript').Node} TsNode
 * @typedef {{ target: string, start: number, end: number }} Edge
 * @typedef {{ mtimeMs: number, size: number, text: string, edges: Edge[] }} FileEntry
 * @typedef {{ edge: Edge, cycle: string[] }} BackEdge
 * @typedef {{
 *   files: Map<string, FileEntry>,
 *   scannedAt: number,
 *   backEdges: Map<string, BackEdge[]> | null,
 * }} Graph
 */

/** One graph per root folder and set of roots: usually one per lint run. @type {Map<string, Graph>} */
const graphs = new Map();

/** @param {string} path */
function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The `.ts` file a relative specifier names, or null (a package, a JSON file, a missing file).
 * @param {string} from the importing file
 * @param {string} specifier
 */
function resolveSpecifier(from, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../') && specifier !== '.') {
    return null;
  }
  const base = resolve(dirname(from), specifier);
  const candidates = /\.[cm]?js$/.test(base)
    ? [base.replace(/js$/, 'ts')]
    : [base, `${base}.ts`, join(base, 'index.ts')];
  return candidates.find((c) => /\.[cm]?ts$/.test(c) && isFile(c)) ?? null;
}

/**
 * The imports of one file's text, resolved.
 * @param {string} file
 * @param {string} text
 * @param {import('typescript').SourceFile} [parsed] the file as a program already parsed it
 * @returns {Edge[]}
 */
function parseEdges(file, text, parsed) {
  /** @type {Edge[]} */
  const edges = [];
  const source =
    parsed ??
    ts.createSourceFile(file, text, {
      languageVersion: ts.ScriptTarget.Latest,
      jsDocParsingMode: ts.JSDocParsingMode.ParseNone,
    });
  /**
   * @param {TsNode | undefined} spec
   */
  const add = (spec) => {
    if (!spec || !ts.isStringLiteralLike(spec)) return;
    const target = resolveSpecifier(file, spec.text);
    if (target) edges.push({ target, start: spec.getStart(source), end: spec.end });
  };
  for (const s of source.statements) {
    if (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) {
      add(s.moduleSpecifier);
    } else if (ts.isImportEqualsDeclaration(s) && ts.isExternalModuleReference(s.moduleReference)) {
      add(s.moduleReference.expression);
    }
  }
  // `import('./x')` as a call or as a type: only walk the tree when the text has one.
  if (/\bimport\s*\(/.test(text)) {
    /** @param {TsNode} node */
    const visit = (node) => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        add(node.arguments[0]);
      } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
        add(node.argument.literal);
      }
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(source, visit);
  }
  return edges;
}

/**
 * Every `.ts` file below a folder (none if it is missing).
 * @param {string} dir
 * @returns {string[]}
 */
function tsFiles(dir) {
  /** @type {import('node:fs').Dirent[]} */
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : tsFiles(path);
    return e.isFile() && e.name.endsWith('.ts') ? [path] : [];
  });
}

/** @param {string} path */
const readText = (path) => readFileSync(path, 'utf8').replace(/^\uFEFF/, '');

/**
 * Brings the graph up to date with the disk: new, changed and removed files. Files outside
 * the roots that an import leads to are added as they are found. A file that the type-aware
 * parser's program holds is not parsed again.
 * @param {Graph} graph
 * @param {string[]} rootDirs
 * @param {import('typescript').Program | undefined} program
 */
function rescan(graph, rootDirs, program) {
  const queue = rootDirs.flatMap(tsFiles);
  const seen = new Set(queue);
  let changed = false;
  for (let i = 0; i < queue.length; i++) {
    const file = /** @type {string} */ (queue[i]);
    let stat;
    try {
      stat = statSync(file);
    } catch {
      continue;
    }
    let entry = graph.files.get(file);
    if (!entry || entry.mtimeMs !== stat.mtimeMs || entry.size !== stat.size) {
      const parsed = program?.getSourceFile(file);
      const text = parsed?.text ?? readText(file);
      const edges = parseEdges(file, text, parsed);
      entry = { mtimeMs: stat.mtimeMs, size: stat.size, text, edges };
      graph.files.set(file, entry);
      changed = true;
    }
    for (const { target } of entry.edges) {
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  for (const file of graph.files.keys()) {
    if (!seen.has(file)) {
      graph.files.delete(file);
      changed = true;
    }
  }
  if (changed) graph.backEdges = null;
  graph.scannedAt = Date.now();
}

/**
 * The imports that close a cycle, by importing file: a depth-first search from every file in
 * name order, neighbours in name order, so the same graph always gives the same answer.
 * @param {Map<string, FileEntry>} files
 * @returns {Map<string, BackEdge[]>}
 */
function findBackEdges(files) {
  /** @type {Map<string, BackEdge[]>} */
  const found = new Map();
  /** @type {Map<string, 'open' | 'done'>} */
  const state = new Map();
  /** @type {string[]} */
  const stack = [];
  /** @param {string} file */
  const targets = (file) => [...new Set(files.get(file)?.edges.map((e) => e.target) ?? [])].sort();

  for (const root of [...files.keys()].sort()) {
    if (state.has(root)) continue;
    /** @type {{ file: string, next: string[] }[]} */
    const frames = [{ file: root, next: targets(root) }];
    state.set(root, 'open');
    stack.push(root);
    while (frames.length > 0) {
      const frame = /** @type {{ file: string, next: string[] }} */ (frames.at(-1));
      const target = frame.next.shift();
      if (target === undefined) {
        frames.pop();
        stack.pop();
        state.set(frame.file, 'done');
        continue;
      }
      const seen = state.get(target);
      if (seen === 'open') {
        const cycle = [...stack.slice(stack.indexOf(target)), target];
        for (const edge of files.get(frame.file)?.edges ?? []) {
          if (edge.target !== target) continue;
          const list = found.get(frame.file) ?? [];
          list.push({ edge, cycle });
          found.set(frame.file, list);
        }
      } else if (seen === undefined && files.has(target)) {
        state.set(target, 'open');
        stack.push(target);
        frames.push({ file: target, next: targets(target) });
      }
    }
  }
  return found;
}

/**
 * The rule's options, as the schema checked them.
 * @param {unknown} raw
 * @returns {{ rootDir?: string, roots?: string[] }}
 */
const optionsOf = (raw) => /** @type {{ rootDir?: string, roots?: string[] }} */ (raw ?? {});

/**
 * typescript-eslint's program, where the file was parsed with type information.
 * @param {unknown} services
 * @returns {import('typescript').Program | undefined}
 */
const programOf = (services) =>
  /** @type {{ program?: import('typescript').Program | null } | undefined} */ (services)
    ?.program ?? undefined;

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Disallow import cycles (type-only imports, re-exports and dynamic imports included).',
    },
    schema: [
      {
        type: 'object',
        properties: {
          rootDir: { type: 'string' },
          roots: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      cycle: 'This import closes a cycle: {{cycle}}.',
    },
  },
  create(context) {
    const options = optionsOf(context.options[0]);
    const rootDir = resolve(options.rootDir ?? context.cwd);
    const rootDirs = (options.roots ?? ['src', 'scripts', 'test']).map((r) => resolve(rootDir, r));
    const key = [rootDir, ...rootDirs].join('\0');
    const filename = resolve(context.filename);
    const name = (/** @type {string} */ file) => relative(rootDir, file).split(sep).join('/');

    return {
      Program() {
        let graph = graphs.get(key);
        if (!graph) {
          graph = { files: new Map(), scannedAt: 0, backEdges: null };
          graphs.set(key, graph);
        }
        if (Date.now() - graph.scannedAt > RESCAN_MS) {
          rescan(graph, rootDirs, programOf(context.sourceCode.parserServices));
        }
        if (!filename.endsWith('.ts') || !rootDirs.some((r) => filename.startsWith(r + sep))) {
          return;
        }
        // The text being linted wins over the disk (an editor's unsaved buffer).
        const text = context.sourceCode.text;
        const entry = graph.files.get(filename);
        if (!entry || entry.text !== text) {
          graph.files.set(filename, {
            mtimeMs: entry?.mtimeMs ?? 0,
            size: entry?.size ?? 0,
            text,
            edges: parseEdges(filename, text),
          });
          graph.backEdges = null;
        }
        graph.backEdges ??= findBackEdges(graph.files);
        for (const { edge, cycle } of graph.backEdges.get(filename) ?? []) {
          context.report({
            loc: {
              start: context.sourceCode.getLocFromIndex(edge.start),
              end: context.sourceCode.getLocFromIndex(edge.end),
            },
            messageId: 'cycle',
            data: { cycle: cycle.map(name).join(' → ') },
          });
        }
      },
    };
  },
};

export default rule;
