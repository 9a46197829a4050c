/**
 * A build step (vite.config.ts): index.html carries the home page's first paint, the markup the
 * app draws for a visitor of `/` before any answer of the API (`src/prerender.tsx`, rendered on
 * Node with the app's own components), inside a template that a few inline lines show at once
 * on `/` and leave unused elsewhere. The words of the page (its largest paint) are then on screen
 * before the scripts arrive; the app's first render replaces them with the same boxes.
 *
 * A challenge page's address gets its page's header the same way, filled in by the server: the
 * build writes the header's markup with markers for the challenge's texts to
 * `.first-paint/challenge.json` beside index.html (a dot folder: never served), and index.html
 * keeps an empty template the server replaces by the filled one (apps/api `http/first-paint.ts`).
 * Without it (an unknown challenge, or a server that does not fill it) the bar shows as elsewhere.
 *
 * The stylesheet (a few KB) is inlined too: as a file it was one more request for the first
 * paint to wait on, queued behind the scripts on a phone's six connections.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createServer, type IndexHtmlTransformContext, type Plugin } from 'vite';

const HOME = 'nv-first-paint';
const BAR = 'nv-first-paint-bar';
/** The server's slot: empty in the built file, replaced whole by the server. */
export const CHALLENGE_SLOT = '<template id="nv-first-paint-challenge"></template>';

/**
 * The inline lines: the home page on the bare home address (a notice or a tour in the query
 * draws another page), a challenge's header on its page when the server filled it in, the
 * navigation bar alone on the other addresses that draw one.
 */
const show = (headerless: string, challenge: string) =>
  `(function(){var p=location.pathname,c=document.getElementById('nv-first-paint-challenge'),t=p==='/'?(location.search?null:'${HOME}'):c&&c.content.firstChild&&new RegExp(${JSON.stringify(challenge)}).test(p)?c.id:new RegExp(${JSON.stringify(headerless)}).test(p)?null:'${BAR}';if(t)document.getElementById('root').replaceChildren(document.getElementById(t).content.cloneNode(true))})()`;

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

const FIRST_LOAD = 'nv-first-load';

/**
 * The inline lines that start the app once the first paint is on screen: they put the build's
 * modulepreload links (kept in a template) in the document and add the entry's script. A tag in
 * the page's head would be fetched while the page is parsed: on a fast connection the app's
 * ~150 KB arrived before the first frame and held it (and Lighthouse's simulation of a phone
 * counts every script that arrived before a paint as needed for it: LCP 0.7 s became 2 s).
 * A hidden tab draws no frames: it starts on the timer. Mirrors what main.tsx did itself.
 */
const load = `(function(){var d=document,t=d.getElementById('${FIRST_LOAD}'),s=0;function go(){if(s)return;s=1;clearTimeout(w);d.head.append(t.content);var e=d.createElement('script');e.type='module';e.crossOrigin='';e.src=t.getAttribute('data-entry');d.head.append(e)}var w=setTimeout(go,100);requestAnimationFrame(function(){clearTimeout(w);w=setTimeout(go,100);try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true})}catch(x){go()}})})()`;

/**
 * Moves the entry's script tag and the modulepreload links Vite put in the head into a template
 * the inline loader (`load`) uses after the first paint. The links stay as built inside it, so
 * `scripts/bundle-budget.ts` still reads what every page preloads.
 */
export function loadAfterFirstPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error('first paint: no entry script in index.html');
  const links: string[] = [];
  const rest = html.replace(entry[0], '').replace(/<link rel="modulepreload"[^>]*>\s*/g, (link) => {
    links.push(link.trim());
    return '';
  });
  return rest.replace(
    '</body>',
    `<template id="${FIRST_LOAD}" data-entry="${entry[1]}">${links.join('')}</template><script>${load}</script></body>`,
  );
}

/**
 * The first paint as static markup. React's markers for suspended parts only matter to
 * hydration, which this markup never gets. Its buttons are disabled: nothing answers them until
 * the app has started and drawn its own in their place, and a button that looks ready but does
 * nothing when pressed (the phone's menu) is worse than one that says it is not ready yet. Links
 * stay: they work without the app.
 */
function staticMarkup(html: string): string {
  return html
    .replace(/<template[^>]*>[\s\S]*?<\/template>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<button(?![^>]*\sdisabled)/g, '<button disabled=""');
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

interface ChallengeFirstPaint {
  readonly markers: Record<string, string>;
  readonly pattern: string;
  readonly withCoAuthor: string;
  readonly withoutCoAuthor: string;
}

export function firstPaint(): Plugin {
  let root = '';
  let outDir = '';
  let challenge: ChallengeFirstPaint | null = null;
  return {
    name: 'nervus:first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
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
          const { renderFirstPaint, renderChallengeFirstPaint, headerlessPattern } =
            (await server.ssrLoadModule('/src/prerender.tsx')) as {
              renderFirstPaint(): Promise<string>;
              renderChallengeFirstPaint(): Promise<ChallengeFirstPaint>;
              headerlessPattern(): string;
            };
          const home = staticMarkup(await renderFirstPaint());
          const page = await renderChallengeFirstPaint();
          challenge = {
            ...page,
            withCoAuthor: staticMarkup(page.withCoAuthor),
            withoutCoAuthor: staticMarkup(page.withoutCoAuthor),
          };
          return loadAfterFirstPaint(inlineStylesheets(html, bundle)).replace(
            '<div id="root"></div>',
            `<div id="root"></div><template id="${HOME}">${home}</template><template id="${BAR}">${navigationBar(home)}</template>${CHALLENGE_SLOT}<script>${show(headerlessPattern(), page.pattern)}</script>`,
          );
        } finally {
          await server.close();
        }
      },
    },
    // Written once the bundle is: the output folder is emptied before.
    async writeBundle() {
      if (!challenge) return;
      await mkdir(join(outDir, '.first-paint'), { recursive: true });
      await writeFile(
        join(outDir, '.first-paint', 'challenge.json'),
        JSON.stringify({ slot: CHALLENGE_SLOT, ...challenge }),
      );
    },
  };
}
