// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dropDerivedIds, dropFileRouteIds, slimRouteTree } from './slim-routes-plugin.js';

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');

describe('slimRouteTree', () => {
  it("passes each layout's children as an array, in order", () => {
    expect(
      slimRouteTree(`const AboutRouteChildren: AboutRouteChildren = {
  AboutClaremontRoute: AboutClaremontRoute,
  AboutIndexRoute: AboutIndexRouteWithChildren,
}
const AboutRouteWithChildren = AboutRoute._addFileChildren(AboutRouteChildren)`),
    ).toBe(`const AboutRouteChildren: AboutRouteChildren = [AboutClaremontRoute, AboutIndexRouteWithChildren]
const AboutRouteWithChildren = AboutRoute._addFileChildren(AboutRouteChildren)`);
  });

  it('reads shorthand properties (as a compiler may print them)', () => {
    expect(slimRouteTree('const XRouteChildren = { ARoute, B: BRouteWithChildren }')).toBe(
      'const XRouteChildren = [ARoute, BRouteWithChildren]',
    );
  });

  it('leaves an object it does not recognise whole', () => {
    const code = 'const XRouteChildren = {\n  ...other,\n  A: A,\n}';
    expect(slimRouteTree(code)).toBe(code);
  });

  it('turns every children object of the generated tree into an array of the same routes', () => {
    const tree = read('../src/routeTree.gen.ts');
    const objects = [...tree.matchAll(/const (\w+RouteChildren\s*:\s*\w+)\s*=\s*\{([^{}]*)\}/g)];
    expect(objects.length).toBe([...tree.matchAll(/const \w+RouteChildren\b/g)].length);
    const slim = slimRouteTree(tree);
    for (const [, name, body] of objects) {
      const values = [...(body as string).matchAll(/:\s*(\w+)/g)].map((m) => m[1]);
      expect(slim).toContain(`const ${name} = [${values.join(', ')}]`);
    }
    expect(slim).not.toMatch(/RouteChildren\s*:\s*\w+\s*=\s*\{/);
  });
});

describe('dropDerivedIds', () => {
  it('drops an id equal to the path, whatever the quotes', () => {
    expect(
      dropDerivedIds(
        "A.update({\n  id: '/about',\n  path: '/about',\n  getParentRoute: () => R,\n})",
      ),
    ).toBe("A.update({\n  path: '/about',\n  getParentRoute: () => R,\n})");
    expect(dropDerivedIds('A.update({ id: "/", path: "/", getParentRoute: () => R })')).toBe(
      'A.update({ path: "/", getParentRoute: () => R })',
    );
  });

  it('keeps the id of a route in a group, and of a layout without a path', () => {
    const grouped = "A.update({ id: '/(placeholders)/admin', path: '/admin', getParentRoute })";
    const pathless = "A.update({ id: '/_authed', getParentRoute })";
    expect(dropDerivedIds(grouped)).toBe(grouped);
    expect(dropDerivedIds(pathless)).toBe(pathless);
  });

  it('leaves the generated tree with an id only where the path differs', () => {
    const slim = slimRouteTree(read('../src/routeTree.gen.ts'));
    const ids = [...slim.matchAll(/\.update\(\{\s*id: '([^']*)',\s*path: '([^']*)'/g)];
    expect(ids.length).toBeGreaterThan(10);
    for (const [, id, path] of ids) expect(id).not.toBe(path);
    expect(slim).toContain("IndexRouteImport.update({\n  path: '/',");
  });
});

describe('dropFileRouteIds', () => {
  it("drops the id of a route file's createFileRoute, whatever its quotes", () => {
    expect(dropFileRouteIds("export const Route = createFileRoute('/about/')({ component })")).toBe(
      'export const Route = createFileRoute()({ component })',
    );
    expect(
      dropFileRouteIds('createFileRoute("/$platformSlug/(placeholders)/x")(tableRoute("/x"))'),
    ).toBe('createFileRoute()(tableRoute("/x"))');
  });

  it('leaves other calls alone', () => {
    const code = "createRootRouteWithContext<C>()({}); tableRoute('/x')";
    expect(dropFileRouteIds(code)).toBe(code);
  });
});
