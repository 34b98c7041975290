// Lint rule `domain/no-folder-cycle`: no cycle between the folders of src/domain, type imports
// included. import-x/no-cycle (also on the domain) follows files and skips `import type`, so a
// cycle that is only typed on one side, or that runs through files no index re-exports, passes
// it; this rule follows folders. The folder graph is read once per lint run from the sources on
// disk (relative imports and re-exports, static and dynamic); each import of another domain
// folder that the imported folder reaches back from is reported with the whole loop.
import fs from 'node:fs';
import path from 'node:path';

const IMPORT =
  /(?:^|[\n;])\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** The domain folder a path (a file, or a folder imported through its index) lies in, or null. */
function folderOf(domainDir, file) {
  const rel = path.relative(domainDir, file);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return rel.split(path.sep)[0];
}

function sourceFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? sourceFiles(path.join(dir, e.name))
        : /\.tsx?$/.test(e.name)
          ? [path.join(dir, e.name)]
          : [],
    );
}

const graphs = new Map();

/** folder -> set of the domain folders it imports, read once per domain directory. */
function folderGraph(domainDir) {
  let graph = graphs.get(domainDir);
  if (graph) return graph;
  graph = new Map();
  for (const file of sourceFiles(domainDir)) {
    const from = folderOf(domainDir, file);
    if (!from) continue;
    const edges = graph.get(from) ?? graph.set(from, new Set()).get(from);
    for (const m of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = folderOf(domainDir, path.resolve(path.dirname(file), m[1] ?? m[2]));
      if (to && to !== from) edges.add(to);
    }
  }
  graphs.set(domainDir, graph);
  return graph;
}

/** The shortest folder path from `start` to `goal` (both included), or null. */
function pathBetween(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift();
    if (at === goal) {
      const route = [];
      for (let f = goal; f !== null; f = previous.get(f)) route.unshift(f);
      return route;
    }
    for (const next of graph.get(at) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

/** @param {string} domainDir absolute path of src/domain */
export function domainCyclesPlugin(domainDir) {
  const rule = {
    meta: {
      type: 'problem',
      docs: { description: 'No cycle between the folders of src/domain, type imports included.' },
      messages: {
        cycle:
          'Cycle between domain folders: {{loop}}. Move the shared piece down (into the lower folder or the kernel) instead of importing back.',
      },
      schema: [],
    },
    create(context) {
      const from = folderOf(domainDir, context.physicalFilename);
      if (!from) return {};
      const check = (source) => {
        if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
        const target = path.resolve(path.dirname(context.physicalFilename), source.value);
        const to = folderOf(domainDir, target);
        if (!to || to === from) return;
        const back = pathBetween(folderGraph(domainDir), to, from);
        if (back)
          context.report({
            node: source,
            messageId: 'cycle',
            data: { loop: [from, ...back].join(' -> ') },
          });
      };
      return {
        ImportDeclaration: (node) => check(node.source),
        ExportNamedDeclaration: (node) => check(node.source),
        ExportAllDeclaration: (node) => check(node.source),
        ImportExpression: (node) => check(node.source),
      };
    },
  };
  return { rules: { 'no-folder-cycle': rule } };
}
