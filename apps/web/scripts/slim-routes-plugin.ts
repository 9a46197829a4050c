/**
 * A build step (vite.config.ts): the route tree every page loads at start without the text only
 * the types read. `routeTree.gen.ts` hands each layout its children as an object keyed by long
 * generated names (`PlatformSlugMyDashboardCatalystOpenAdvancedModeDetailChallengeMentoringIdea
 * Route: …`), which a minifier cannot shorten and the router never reads (`_addFileChildren`
 * takes `Object.values` of an object, or an array as it is); each route gets an `id` equal to its
 * `path` but in route groups (`/(placeholders)/x`), where the router would derive the same id from
 * the path; and each route file passes its id to `createFileRoute('/…')`, which the router ignores
 * at run time (the tree's `update({ id, path })` sets both). Some 250 routes: 2.3 KB gzip of the
 * app's chunk on every page.
 *
 * Only the build is changed: the generator, the types, the tests and the dev server see the
 * files as written.
 */
import type { Plugin } from 'vite';

const ROUTE_TREE = /[\\/]src[\\/]routeTree\.gen\.ts$/;
const ROUTE_FILE = /[\\/]src[\\/]routes[\\/].*\.tsx?$/;

/**
 * The route tree with each layout's children as an array, in the generator's order (the order
 * `Object.values` gave).
 *
 * @example
 * slimRouteTree('const AboutRouteChildren = {\n  AboutIndexRoute: AboutIndexRoute,\n}')
 * // 'const AboutRouteChildren = [AboutIndexRoute]'
 */
export function slimRouteTree(code: string): string {
  return dropDerivedIds(code).replace(
    /(const \w+RouteChildren(?:\s*:\s*\w+)?\s*=\s*)\{([^{}]*)\}/g,
    (whole, head: string, body: string) => {
      const values: string[] = [];
      for (const entry of body.split(',')) {
        const text = entry.trim();
        if (!text) continue;
        // `name: identifier` or its shorthand; anything else (a spread, a call) leaves it whole.
        const pair = text.match(/^(\w+)(?:\s*:\s*(\w+))?$/);
        if (!pair) return whole;
        values.push((pair[2] ?? pair[1]) as string);
      }
      return `${head.trimEnd()} [${values.join(', ')}]`;
    },
  );
}

/**
 * The tree's `update({ id, path, … })` without the id where it equals the path: the router then
 * derives the same id (`options.id || path`, joined to the parent's id).
 *
 * @example
 * dropDerivedIds("X.update({ id: '/about', path: '/about', getParentRoute })")
 * // "X.update({ path: '/about', getParentRoute })"
 */
export function dropDerivedIds(code: string): string {
  return code.replace(
    /\.update\(\{(\s*)id:\s*(['"])([^'"\n]*)\2,\s*path:\s*(['"])\3\4,/g,
    (_whole, space: string, _q: string, path: string, quote: string) =>
      `.update({${space}path: ${quote}${path}${quote},`,
  );
}

/**
 * A route file with `createFileRoute()` called without its id.
 *
 * @example
 * dropFileRouteIds("createFileRoute('/about')({ component })") // 'createFileRoute()({ component })'
 */
export function dropFileRouteIds(code: string): string {
  return code.replace(/\bcreateFileRoute\(\s*(['"`])[^'"`\n]*\1\s*\)/g, 'createFileRoute()');
}

export function slimRoutes(): Plugin {
  return {
    name: 'nervus:slim-routes',
    apply: 'build',
    // After the router's plugin, which reads the ids to split each route file.
    enforce: 'post',
    transform(code, id) {
      if (id.includes('?')) return null;
      if (ROUTE_TREE.test(id)) return { code: slimRouteTree(code), map: null };
      if (ROUTE_FILE.test(id) && code.includes('createFileRoute('))
        return { code: dropFileRouteIds(code), map: null };
      return null;
    },
  };
}
