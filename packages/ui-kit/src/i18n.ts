/**
 * The ui-kit's words (namespace `ui`) and the small translator every word of the product goes
 * through: nested keys, `{{name}}` values, plurals by `count`, whole groups with
 * `returnObjects`, one language per translator. It replaced i18next and react-i18next (decision
 * 8): the app used a sliver of them and they weighed 16 KB gzip on every page.
 */
import { createContext, createElement, type ReactNode, useContext } from 'react';

export const UI_NAMESPACE = 'ui';

export const uiEnglish = {
  component: {
    form: {
      error: { required: 'The field {{label}} is required' },
      invalid: 'One of the form fields was invalid, please check your changes again.',
      confirm: {
        title: 'Confirm?',
        body: 'Do you want to continue with this action?',
        yes: 'Continue',
        no: 'Cancel',
      },
      result: {
        noAction: 'No action provided',
        middleware: 'Middleware failed',
        beforeSubmit: 'Before submit callback returned false',
        validation: 'Validation failed',
        cancelled: 'User cancelled the action',
      },
      busy: 'Saving...',
    },
    select: { placeholder: 'Select an option' },
    autocomplete: { empty: 'No items were found!' },
    tags: { remove: 'Remove {{tag}}', placeholder: 'Add and press Enter' },
    rating: {
      label: 'Rating',
      value: '{{value}} of {{max}}',
      clear: 'Clear rating',
      star: '{{value}} stars',
    },
    encouraging: { angry: 'Angry', sad: 'Sad', meh: 'Meh', smile: 'Pleased', happy: 'Delighted' },
    image: {
      dimensions: 'Maximum width and height dimension for upload image is {{width}} x {{height}}.',
      size: 'Maximum file size for upload image is {{size}} MB.',
      processing: 'Error processing the image.',
      choose: 'Choose an image',
      type: 'Only images can be uploaded.',
    },
    dialog: { close: 'Close' },
    toast: { close: 'Dismiss' },
    copy: { tooltip: 'Click to copy', copied: 'Copied!' },
    date: { clear: 'Clear date', from: 'From', to: 'To' },
    stepper: { step: 'Step {{n}} of {{total}}', done: 'completed' },
    avatar: { zoom: 'Show {{name}} larger', close: 'Close' },
    person: {
      removed: 'Account removed',
      hidden: 'Will be revealed soon',
      anonymous: 'Anonymous',
      more: '+{{count}} more',
    },
    countdown: {
      ended: 'Ended',
      left: '{{time}} left',
      days_one: '{{count}} day',
      days_other: '{{count}} days',
      months_one: '{{count}} month',
      months_other: '{{count}} months',
    },
    pager: {
      label: 'Pages of {{list}}',
      previous: 'Previous',
      next: 'Next',
      page: 'Page {{page}} of {{pages}}',
    },
    role: {
      catalyst: 'Catalyst',
      innovator: 'Innovator',
      rater: 'Rater',
      mentor: 'Mentor',
      scout: 'Scout',
      director: 'Director',
      patron: 'Patron',
    },
    theme: { label: 'Theme', system: 'System theme', light: 'Light theme', dark: 'Dark theme' },
    skeleton: { loading: 'Loading…' },
    challenge: {
      open: 'Open',
      closed: 'Closed',
      by: 'by @{{handle}}',
      prize: 'Prize',
      entryFee: 'Entry {{fee}}',
      free: 'Free entry',
      ideas_one: '{{count}} idea',
      ideas_other: '{{count}} ideas',
      raters_one: '{{count}} rater',
      raters_other: '{{count}} raters',
    },
    idea: {
      place: '#{{rank}}',
      hiddenAuthor: 'Author hidden until the close',
      score: '{{score}} of 5',
      ratings_one: '{{count}} rating',
      ratings_other: '{{count}} ratings',
      mine: 'Yours',
      tested: 'Test idea',
    },
  },
};

/** What a word file holds: strings, lists of them, and groups of both. */
export interface Words {
  readonly [key: string]: string | readonly string[] | Words;
}

/** Values put into `{{name}}` places; `count` also picks the plural form. */
export interface TranslateOptions {
  /** Picks `key_zero` (0, when the words have it), else `key_<Intl plural category>`, else `key`. */
  readonly count?: number;
  /** Answers the group or list at `key` itself (its strings filled in) instead of a string. */
  readonly returnObjects?: boolean;
  readonly [name: string]: unknown;
}

/**
 * Translates a key of one namespace; `other:key` reads namespace `other`. A key that is missing
 * (or names a group without `returnObjects`) answers itself, as i18next did.
 */
export interface TFunction {
  (key: string, options: TranslateOptions & { readonly returnObjects: true }): unknown;
  (key: string, options?: TranslateOptions): string;
}

export interface Translator {
  /** A BCP 47 tag (`en`): plural rules and the dates and numbers the components format. */
  readonly language: string;
  /** The default namespace. */
  readonly defaultNamespace: string;
  /** Translates in the default namespace. */
  readonly t: TFunction;
  /** The `t` of a namespace: the same function every time it is asked for. */
  namespace(ns: string): TFunction;
  /**
   * Adds words to a namespace, merging groups deeply; a key that is already there keeps its
   * words, so two word files never overwrite each other.
   */
  addWords(ns: string, words: Words): void;
}

export interface TranslatorOptions {
  readonly language: string;
  /** Words by namespace (copied: later `addWords` never change the caller's objects). */
  readonly resources: Readonly<Record<string, Words>>;
  readonly defaultNamespace: string;
}

type Tree = { [key: string]: unknown };

const isGroup = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function copy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copy);
  if (isGroup(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copy(v)]));
  return value;
}

function mergeMissing(into: Tree, words: Words): void {
  for (const [key, value] of Object.entries(words)) {
    const have = into[key];
    if (have === undefined) into[key] = copy(value);
    else if (isGroup(have) && isGroup(value)) mergeMissing(have, value as Words);
  }
}

/** The value at `key`: an exact (flat) key first, then the dotted path through the groups. */
function lookUp(tree: Tree | undefined, key: string): unknown {
  if (!tree) return undefined;
  if (Object.hasOwn(tree, key)) return tree[key];
  let at: unknown = tree;
  for (const part of key.split('.')) {
    if (!isGroup(at) || !Object.hasOwn(at, part)) return undefined;
    at = at[part];
  }
  return at;
}

const PLACE = /\{\{(.+?)\}\}/g;

/**
 * Fills `{{name}}` places as i18next does with `escapeValue: false` (React escapes): a value
 * given as `undefined` or `null` becomes empty, a name not given at all stays as written.
 */
function interpolate(text: string, values: TranslateOptions | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(PLACE, (place, raw: string) => {
    const name = raw.trim();
    if (!Object.hasOwn(values, name)) return place;
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

function fill(value: unknown, values: TranslateOptions | undefined): unknown {
  if (typeof value === 'string') return interpolate(value, values);
  if (Array.isArray(value)) return value.map((item) => fill(item, values));
  if (isGroup(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, values)]));
  return value;
}

/**
 * A translator for one language.
 *
 * @example
 * const i18n = createTranslator({
 *   language: 'en',
 *   defaultNamespace: 'app',
 *   resources: { app: { ideas: { count_one: '{{count}} idea', count_other: '{{count}} ideas' } } },
 * });
 * i18n.t('ideas.count', { count: 2 }); // '2 ideas'
 */
export function createTranslator({
  language,
  resources,
  defaultNamespace,
}: TranslatorOptions): Translator {
  const trees = new Map<string, Tree>();
  for (const [ns, words] of Object.entries(resources)) trees.set(ns, copy(words) as Tree);
  const plurals = new Intl.PluralRules(language);
  const fixed = new Map<string, TFunction>();

  function translate(ns: string, fullKey: string, options?: TranslateOptions): unknown {
    // `routes:account~main` reads namespace routes, as i18next's namespace separator did.
    const colon = fullKey.indexOf(':');
    const named = colon > 0 && trees.has(fullKey.slice(0, colon));
    const tree = trees.get(named ? fullKey.slice(0, colon) : ns);
    const key = named ? fullKey.slice(colon + 1) : fullKey;
    const count = options?.count;
    const candidates =
      typeof count === 'number'
        ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${plurals.select(count)}`, key]
        : [key];
    let found: unknown;
    for (const candidate of candidates) {
      found = lookUp(tree, candidate);
      if (found !== undefined && found !== null) break;
    }
    if (typeof found === 'string') return interpolate(found, options);
    if (found !== undefined && found !== null && options?.returnObjects)
      return fill(found, options);
    return interpolate(key, options);
  }

  function namespace(ns: string): TFunction {
    let t = fixed.get(ns);
    if (!t) {
      t = ((key: string, options?: TranslateOptions) => translate(ns, key, options)) as TFunction;
      fixed.set(ns, t);
    }
    return t;
  }

  const translator: Translator = {
    language,
    defaultNamespace,
    t: namespace(defaultNamespace),
    namespace,
    addWords(ns, words) {
      let tree = trees.get(ns);
      if (!tree) {
        tree = {};
        trees.set(ns, tree);
      }
      mergeMissing(tree, words);
    },
  };
  return translator;
}

const I18nContext = createContext<Translator | null>(null);

/** Gives the components below it their translator. */
export function I18nProvider({ i18n, children }: { i18n: Translator; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

/**
 * The `t` of a namespace (the provider's default when none is named) and the translator.
 *
 * `t` is the same function on every render, and nothing re-renders when words are added: every
 * word file adds its words as it loads, before any component that uses them renders (the app's
 * `<feature>.en.ts` files are imported by the modules that use them), so there is nothing to
 * wait for. A translator that loaded words later would need a subscription here.
 *
 * @example
 * const { t } = useTranslation('ui');
 * return <button type="button">{t('component.dialog.close')}</button>;
 */
export function useTranslation(ns?: string): { t: TFunction; i18n: Translator } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation: no <I18nProvider> above this component');
  return { t: i18n.namespace(ns ?? i18n.defaultNamespace), i18n };
}

/** A translator with the ui-kit's English words alone (stories, tests, small hosts). */
export function createUiI18n(): Translator {
  return createTranslator({
    language: 'en',
    resources: { [UI_NAMESPACE]: uiEnglish },
    defaultNamespace: UI_NAMESPACE,
  });
}
