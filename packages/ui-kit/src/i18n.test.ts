import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  createTranslator,
  createUiI18n,
  I18nProvider,
  type TFunction,
  useTranslation,
  type Words,
} from './i18n.js';

const app: Words = {
  shadow: { confirm: 'Act as {{handle}}?' },
  rating: { value: '{{value}} of {{max}}' },
  ideas: {
    count_zero: 'No ideas yet',
    count_one: '{{count}} idea',
    count_other: '{{count}} ideas',
  },
  stars_one: 'one star',
  stars_other: '{{count}} stars',
  plain: 'Plain',
  page: { lead: 'Hello {{name}}', body: ['First {{name}}', 'Second'] },
};

function english(resources: Record<string, Words> = { app }) {
  return createTranslator({ language: 'en', resources, defaultNamespace: 'app' });
}

describe('createTranslator', () => {
  it('reads nested keys', () => {
    expect(english().t('plain')).toBe('Plain');
    expect(english().t('page.lead')).toBe('Hello {{name}}');
  });

  it('fills every value, leaves names not given as written, empties undefined and null', () => {
    const { t } = english();
    expect(t('rating.value', { value: 3, max: 5 })).toBe('3 of 5');
    expect(t('rating.value', { value: 3 })).toBe('3 of {{max}}');
    expect(t('rating.value', { value: undefined, max: null })).toBe(' of ');
    expect(t('shadow.confirm', { handle: '<b>ada</b>' })).toBe('Act as <b>ada</b>?');
  });

  it('picks plurals by count: _zero when present, else the Intl category', () => {
    const { t } = english();
    expect(t('ideas.count', { count: 0 })).toBe('No ideas yet');
    expect(t('ideas.count', { count: 1 })).toBe('1 idea');
    expect(t('ideas.count', { count: 7 })).toBe('7 ideas');
    expect(t('stars', { count: 0 })).toBe('0 stars');
    expect(t('stars', { count: 1 })).toBe('one star');
    // Without a plural form the key itself is read.
    expect(t('plain', { count: 2 })).toBe('Plain');
  });

  it('uses the language’s plural rules', () => {
    const polish = createTranslator({
      language: 'pl',
      defaultNamespace: 'app',
      resources: {
        app: {
          files_one: '{{count}} plik',
          files_few: '{{count}} pliki',
          files_many: '{{count}} plików',
        },
      },
    });
    expect(polish.t('files', { count: 1 })).toBe('1 plik');
    expect(polish.t('files', { count: 3 })).toBe('3 pliki');
    expect(polish.t('files', { count: 5 })).toBe('5 plików');
  });

  it('answers groups and lists with returnObjects, their strings filled in', () => {
    const { t } = english();
    expect(t('page', { returnObjects: true, name: 'Ada' })).toEqual({
      lead: 'Hello Ada',
      body: ['First Ada', 'Second'],
    });
    expect(t('page.body', { returnObjects: true })).toEqual(['First {{name}}', 'Second']);
    // Without it a group is not a word: the key comes back.
    expect(t('page')).toBe('page');
  });

  it('answers a missing key with the key', () => {
    const { t } = english({ app, routes: {} });
    expect(t('nope.nothing')).toBe('nope.nothing');
    expect(t('plain.deeper')).toBe('plain.deeper');
    expect(t('routes:nope')).toBe('nope');
    expect(t('shadow.confirm.more', { handle: 'ada' })).toBe('shadow.confirm.more');
  });

  it('keeps namespaces apart and reads `ns:key`', () => {
    const i18n = english({ app, ui: { close: 'Close' } });
    expect(i18n.t('close')).toBe('close');
    expect(i18n.namespace('ui')('close')).toBe('Close');
    expect(i18n.t('ui:close')).toBe('Close');
    // A prefix that is no namespace is part of the key.
    expect(i18n.t('time: {{n}}', { n: 1 })).toBe('time: 1');
  });

  it('gives the same t for a namespace every time', () => {
    const i18n = english();
    expect(i18n.namespace('app')).toBe(i18n.t);
    expect(i18n.namespace('ui')).toBe(i18n.namespace('ui'));
  });

  it('reads route titles whose names hold dots, flat or escaped as route-meta does', () => {
    const i18n = english({
      app,
      routes: { 'account~my-account~main': 'My Account', 'faqs.index': 'FAQs' },
    });
    const { t } = i18n;
    const name = 'account.my-account.main';
    expect(t(`routes:${name.replaceAll('.', '~')}`)).toBe('My Account');
    expect(i18n.namespace('routes')('faqs.index')).toBe('FAQs');
  });

  it('copies the words it is given', () => {
    const words = { group: { a: 'A' } };
    const i18n = createTranslator({
      language: 'en',
      defaultNamespace: 'app',
      resources: { app: words },
    });
    i18n.addWords('app', { group: { b: 'B' } });
    expect(words).toEqual({ group: { a: 'A' } });
  });
});

describe('addWords', () => {
  it('merges groups deeply and never overwrites a key', () => {
    const i18n = english();
    i18n.addWords('app', {
      plain: 'Other',
      page: { lead: 'Other lead', extra: 'Extra' },
      money: { kinds: { deposit: 'Deposit' } },
    });
    expect(i18n.t('plain')).toBe('Plain');
    expect(i18n.t('page.lead')).toBe('Hello {{name}}');
    expect(i18n.t('page.extra')).toBe('Extra');
    expect(i18n.t('money.kinds.deposit')).toBe('Deposit');
  });

  it('starts a namespace it did not have, and the fixed t sees later words', () => {
    const i18n = english();
    const pages = i18n.namespace('pages');
    expect(pages('terms')).toBe('terms');
    i18n.addWords('pages', { terms: 'Terms' });
    expect(pages('terms')).toBe('Terms');
  });
});

function Probe({ ns }: { ns?: string | undefined }) {
  const { t, i18n } = useTranslation(ns);
  return createElement('p', null, `${t('component.dialog.close')} ${i18n.language}`);
}

const seen: TFunction[] = [];
function Keep() {
  seen.push(useTranslation('ui').t);
  return null;
}

describe('useTranslation', () => {
  it('reads the provider’s translator, in its default namespace or the one named', () => {
    const i18n = createUiI18n();
    const html = (ns?: string) =>
      renderToString(createElement(I18nProvider, { i18n }, createElement(Probe, { ns })));
    expect(html()).toBe('<p>Close en</p>');
    expect(html('ui')).toBe('<p>Close en</p>');
    expect(html('other')).toBe('<p>component.dialog.close en</p>');
  });

  it('returns the same t on every render', () => {
    const i18n = createUiI18n();
    for (let i = 0; i < 2; i += 1)
      renderToString(createElement(I18nProvider, { i18n }, createElement(Keep)));
    expect(seen[0]).toBe(seen[1]);
  });

  it('refuses to run without a provider', () => {
    expect(() => renderToString(createElement(Probe))).toThrow(/I18nProvider/);
  });
});
