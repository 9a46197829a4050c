import { useTranslation } from '@nervus/ui-kit';
import type { ReactNode } from 'react';
import type { HelpText } from '../../i18n/pages/page-text.js';
import { titleKey } from '../../lib/route-meta.js';
import { useRouteMeta } from '../shell/route-meta-hooks.js';
import { fillText, type TextValues } from './fill.js';
import './help.css';

export interface HelpPageProps {
  readonly text: HelpText;
  /** The numbers the paragraphs name (`{{days}}`), from game-rules. */
  readonly values?: TextValues;
  /** The tables the sections name, by key. */
  readonly tables?: Readonly<Record<string, ReactNode>>;
  /** What follows the sections (the FAQ index's topics). */
  readonly children?: ReactNode;
}

/**
 * A help page: its route's title, a lead, and sections of paragraphs and tables. The words are
 * the page's text module; every number in them and every table comes from @nervus/game-rules.
 */
export function HelpPage({ text, values = {}, tables = {}, children }: HelpPageProps) {
  const meta = useRouteMeta();
  const { t } = useTranslation();
  return (
    <article aria-labelledby="page-title" className="help-page">
      <h1 id="page-title">{t(titleKey(meta.name))}</h1>
      <p className="lead">{fillText(text.lead, values)}</p>
      {text.sections.map((section, index) => (
        <section key={index} aria-label={section.heading}>
          {section.heading ? <h2>{section.heading}</h2> : null}
          {section.body.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{fillText(paragraph, values)}</p>
          ))}
          {section.table ? tableOf(tables, section.table) : null}
        </section>
      ))}
      {children}
    </article>
  );
}

function tableOf(tables: Readonly<Record<string, ReactNode>>, key: string): ReactNode {
  const table = tables[key];
  if (table === undefined) throw new Error(`the help page has no table "${key}"`);
  return table;
}
