/**
 * The question collection: the open questions (challenges) of the host's platform, a player or a
 * platform, as a page made to be framed by another site (a club's or a company's) or shown on a
 * screen: no header, footer or sidebar (the route's raw layout), the heading at once and the
 * cards as a part of their own (`part.tsx`). The theme follows `?theme=light|dark`, else the
 * reader's system. The server lets any site frame this page and no other (decision 17).
 */
import { type TFunction, useTranslation } from '@nervus/ui-kit';
import { Suspense, useEffect } from 'react';
import { CollectionSkeleton } from './collection-skeleton.js';
import { CollectionList } from './part.js';
import type { CollectionSource } from './source.js';
import '../../i18n/question-collection.en.js';
import './collection.css';

/**
 * The theme the embedding site asks for, else the reader's system (not this device's remembered
 * choice), put back as it was when the app leaves the page. The attribute itself, as ui-kit's
 * `applyTheme` sets it: its module (with the colour maths) would weigh on this page's script.
 */
export function useEmbeddedTheme(theme: 'light' | 'dark' | undefined): void {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.getAttribute('data-theme');
    if (theme) root.setAttribute('data-theme', theme);
    else root.removeAttribute('data-theme');
    return () => {
      if (before === null) root.removeAttribute('data-theme');
      else root.setAttribute('data-theme', before);
    };
  }, [theme]);
}

function heading(source: CollectionSource | undefined, t: TFunction) {
  if (source?.kind === 'player') return t('questionCollection.titleOf', { handle: source.handle });
  if (source?.title) return t('questionCollection.titleOn', { platform: source.title });
  return t('questionCollection.title');
}

export interface QuestionCollectionProps {
  /** Whose questions; undefined when it could not be found out. */
  readonly source: CollectionSource | undefined;
  readonly page: number;
  readonly onPage: (page: number) => void;
}

export function QuestionCollection({ source, page, onPage }: QuestionCollectionProps) {
  const { t } = useTranslation();
  const brand = t('brand');
  return (
    <div className="nv-stack" data-gap="lg">
      <div className="nv-stack" data-gap="sm">
        <h1 className="nv-flush">{heading(source, t)}</h1>
        <p className="nv-flush nv-text-muted">{t('questionCollection.lead', { brand })}</p>
      </div>
      <Suspense fallback={<CollectionSkeleton />}>
        <CollectionList source={source} page={page} onPage={onPage} />
      </Suspense>
      <p className="nv-flush nv-text-muted question-collection-powered">
        {t('questionCollection.poweredBy')}{' '}
        <a href="/" target="_blank" rel="noopener">
          {brand}
        </a>
      </p>
    </div>
  );
}
