/**
 * A build step (vite.config.ts): index.html carries the home page's first paint, the markup the
 * app draws for a visitor of `/` before any answer of the API (`src/prerender.tsx`, rendered on
 * Node with the app's own components), inside a template that a few inline lines show at once
 * on `/` and leave unused elsewhere. The words of the page (its largest paint) are then on screen
 * before the scripts arrive; the app's first render replaces them with the same boxes.
 *
 * The stylesheet (a few KB) is inlined too: as a file it was one more request for the first
 * paint to wait on, queued behind the scripts on a phone's six connections.
 */
import { createServer, type IndexHtmlTransformContext, type Plugin } from 'vite';

const HOME = 'nv-first-paint';
const BAR = 'nv-first-paint-bar';

/**
 * The inline lines: the home page on the bare home address (a notice or a tour in the query
 * draws another page), the navigation bar alone on the other addresses that draw one.
 */
const show = (headerless: string) =>
  `(function(){var p=location.pathname,t=p==='/'?(location.search?null:'${HOME}'):new RegExp(${JSON.stringify(headerless)}).test(p)?null:'${BAR}';if(t)document.getElementById('root').replaceChildren(document.getElementById(t).content.cloneNode(true))})()`;

/**
 * The home page's skip link and navigation bar, in an \`.app\` box, as every other page that has
 * one draws it: no link marked as the current page.
 */
function navigationBar(home: string): string {
  const bar = home.match(
    /^<div class="app"[^>]*>(<a class="app-skip"[^>]*>.*?<\/a><nav class="app-nav"[\s\S]*?<\/nav>)/,
  )?.[1];
  if (!bar) throw new Error('first paint: no navigation bar in the home page markup');
  return `<div class="app" data-reader="false">${bar
    .replace(/ (aria-current|data-status)="[^"]*"/g, '')
    .replace(/ class="active"/g, '')
    .replace(/ active"/g, '"')}</div>`;
}

/** React's markers for suspended parts only matter to hydration, which this markup never gets. */
function staticMarkup(html: string): string {
  return html.replace(/<template[^>]*>[\s\S]*?<\/template>/g, '').replace(/<!--[\s\S]*?-->/g, '');
}

/** Replaces the links to the built stylesheets with their text. */
function inlineStylesheets(html: string, bundle: IndexHtmlTransformContext['bundle']): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
    (link, file: string) => {
      const asset = bundle?.[file];
      if (asset?.type !== 'asset') return link;
      return `<style>${String(asset.source)}</style>`;
    },
  );
}

export function firstPaint(): Plugin {
  let root = '';
  return {
    name: 'nervus:first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        const server = await createServer({
          root,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, watch: null },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const { renderFirstPaint, headerlessPattern } = (await server.ssrLoadModule(
            '/src/prerender.tsx',
          )) as { renderFirstPaint(): Promise<string>; headerlessPattern(): string };
          const home = staticMarkup(await renderFirstPaint());
          return inlineStylesheets(html, bundle).replace(
            '<div id="root"></div>',
            `<div id="root"></div><template id="${HOME}">${home}</template><template id="${BAR}">${navigationBar(home)}</template><script>${show(headerlessPattern())}</script>`,
          );
        } finally {
          await server.close();
        }
      },
    },
  };
}
