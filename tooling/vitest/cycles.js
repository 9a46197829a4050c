// Import-cycle finding for the shape tests of the apps (modules in the API, features in the web).

/**
 * Every cycle of a graph of names, each named once, starting from its smallest node.
 *
 * @example cycles(new Map([['a', new Set(['b'])], ['b', new Set(['a'])]])) // ['a -> b -> a']
 * @param {ReadonlyMap<string, ReadonlySet<string>>} graph
 * @returns {string[]}
 */
export function cycles(graph) {
  const found = new Set();
  const visit = (node, path) => {
    for (const next of graph.get(node) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const loop = path.slice(at);
        const start = loop.indexOf([...loop].sort()[0]);
        found.add([...loop.slice(start), ...loop.slice(0, start), loop[start]].join(' -> '));
      } else visit(next, [...path, next]);
    }
  };
  for (const node of graph.keys()) visit(node, [node]);
  return [...found].sort();
}

/**
 * Which other folders each folder's sources import, from `from '../<folder>/…'` lines.
 *
 * @param {Iterable<{ folder: string; text: string }>} sources
 * @returns {Map<string, Set<string>>}
 */
export function folderImports(sources) {
  const graph = new Map();
  for (const { folder, text } of sources) {
    const targets = graph.get(folder) ?? new Set();
    for (const match of text.matchAll(/from '\.\.\/([\w-]+)\//g)) {
      if (match[1] !== folder) targets.add(match[1]);
    }
    graph.set(folder, targets);
  }
  return graph;
}
