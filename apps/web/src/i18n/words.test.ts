// @vitest-environment node
/**
 * Each feature's words load with the feature: a source file that names a key of a feature's
 * words (`t('challenge.tabs.ideas')`, or a key kept as data, `'dashboardNav.open'`) imports
 * that feature's `<feature>.en.ts` itself, so the words are in the translator before it renders, in
 * every route that shows it and in tests alike. Route files are the exception: the router's
 * code splitting keeps a route file's bare imports in the first page's chunk, so a route file
 * imports no words and takes them from the feature modules it imports. Checked on the sources.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appEnglish } from './en.js';
import { i18n } from './index.js';

const src = join(__dirname, '..');
type Words = Record<string, unknown>;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** The feature word files (`challenge.en.ts` …), each with its groups of keys. */
async function featureWords(): Promise<Map<string, Words>> {
  const files = readdirSync(__dirname).filter((f) => f.endsWith('.en.ts') && f !== 'en.ts');
  const entries = await Promise.all(
    files.map(async (file) => {
      const module = (await import(/* @vite-ignore */ `./${file}`)) as Record<string, Words>;
      const [words] = Object.values(module);
      return [file.replace(/\.ts$/, ''), words ?? {}] as const;
    }),
  );
  return new Map(entries);
}

/**
 * Whether `path` names a key of `words`: a whole key (`tabs.ideas`; a plural key without its
 * suffix) or, before a template's `${…}`, the keys under a prefix (`kinds.`).
 */
function hasKey(words: unknown, path: string, template: boolean): boolean {
  const segments = path.split('.');
  // In a template the text after the last dot is only the start of a key.
  if (template) segments.pop();
  let node = words;
  for (const [i, segment] of segments.entries()) {
    if (typeof node !== 'object' || node === null) return false;
    const record = node as Words;
    const plural = !template && i === segments.length - 1 && !(segment in record);
    const key = plural ? `${segment}_other` : segment;
    if (!(key in record)) return false;
    node = record[key];
  }
  return true;
}

/** The word files whose keys a source names but neither it nor `alsoImporting` imports. */
function missingWordImports(text: string, words: Map<string, Words>, alsoImporting = ''): string[] {
  const fileOf = new Map<string, string>();
  for (const [file, fileWords] of words)
    for (const group of Object.keys(fileWords)) fileOf.set(group, file);
  const needed = new Set<string>();
  for (const [, group = '', path = '', end] of text.matchAll(
    /['"`]([a-zA-Z0-9]+)\.([\w.-]*?)(['"`]|\$\{)/g,
  )) {
    const file = fileOf.get(group);
    if (file && hasKey(words.get(file)?.[group], path, end === '${')) needed.add(file);
  }
  const imports = text + alsoImporting;
  return [...needed].filter((file) => !imports.includes(`i18n/${file}.js'`)).sort();
}

const wordImport = /^import '[./]+i18n\/[\w.]+\.js';$/m;

/** The text of the app's own modules a route file imports (`../features/…`). */
function importedModules(file: string, text: string): string {
  return [...text.matchAll(/from '(\.[^']+)\.js'/g)]
    .flatMap(([, spec = '']) =>
      ['.tsx', '.ts'].map((ext) => resolve(dirname(file), `${spec}${ext}`)).filter(existsSync),
    )
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n');
}

describe('the feature words', () => {
  it('are imported by every source that names their keys', async () => {
    const words = await featureWords();
    const missing = walk(src)
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .filter((f) => !relative(src, f).startsWith('i18n/') && !relative(src, f).startsWith('test/'))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        const route = relative(src, file).startsWith('routes/');
        const lacking = route
          ? missingWordImports(text.replace(wordImport, ''), words, importedModules(file, text))
          : missingWordImports(text, words);
        return lacking.length > 0 ? [`${relative(src, file)}: ${lacking.join(', ')}`] : [];
      });
    expect(missing).toEqual([]);
  });

  it('are never imported by route files themselves', () => {
    const routes = walk(join(src, 'routes')).filter((file) =>
      wordImport.test(readFileSync(file, 'utf8')),
    );
    expect(routes.map((file) => relative(src, file))).toEqual([]);
  });

  it('finds a key named without its words imported, as data or in a template', async () => {
    const words = await featureWords();
    // A source that builds the key in a template: `money.kinds.${kind}`.
    const kinds = ['const label = `money.kinds.', '$', '{kind}`;'].join('');
    expect(missingWordImports(kinds, words)).toEqual(['money.en']);
    expect(missingWordImports(`import '../../i18n/money.en.js';\n${kinds}`, words)).toEqual([]);
    expect(missingWordImports("t('mentoring.sent', { count })", words)).toEqual(['mentoring.en']);
    // A route name that shares a group's first word is not a key.
    expect(missingWordImports("name: 'account.my-account.main'", words)).toEqual([]);
  });

  it('keep each group in one place, apart from the shell’s', async () => {
    const words = await featureWords();
    const groups = [...words.values()].flatMap((w) => Object.keys(w));
    expect(new Set(groups).size).toBe(groups.length);
    expect(groups.filter((g) => g in appEnglish)).toEqual([]);
  });

  it('join the app namespace once loaded', async () => {
    await import('./money.en.js');
    expect(i18n.t('money.kinds.deposit')).not.toBe('money.kinds.deposit');
    expect(i18n.t('nav.main')).toBe(appEnglish.nav.main);
  });
});
