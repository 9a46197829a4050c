/**
 * The search page: a box, filters with their counts, an order, and the results as cards. The
 * filters' fields and the cards are a lazy part (search-panels.tsx) the first render starts.
 */
import type { SearchFacets } from '@nervus/contracts';
import {
  Button,
  Card,
  EmptyState,
  Select,
  Skeleton,
  SkeletonGroup,
  TextInput,
  useTranslation,
} from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { asksAnything, type SearchAddress } from './address.js';
import { searchQueryOptions } from './queries.js';
import '../../i18n/search.en.js';
import './search.css';

export interface SearchPageProps {
  readonly address: SearchAddress;
  /** Writes a change into the address (a filter, the text, the page). */
  readonly onChange: (patch: Partial<SearchAddress>) => void;
  /** The player whose challenges are searched (`/{player}/search`). */
  readonly catalyst?: string | undefined;
}

/** The lazy part: started by the page's first render, while its data loads. */
const loadPanels = () => import('./search-panels.js');
const FilterFields = lazy(async () => ({ default: (await loadPanels()).FilterFields }));
const SearchHits = lazy(async () => ({ default: (await loadPanels()).SearchHits }));

function Filters({
  address,
  facets,
  onChange,
}: {
  readonly address: SearchAddress;
  readonly facets: SearchFacets | undefined;
  readonly onChange: SearchPageProps['onChange'];
}) {
  const { t } = useTranslation();
  // Open beside the results on a wide screen; a closed disclosure above them on a phone.
  const [open, setOpen] = useState(false);
  useEffect(() => {
    setOpen(window.matchMedia?.('(min-width: 960px)').matches ?? false);
  }, []);
  return (
    <details
      className="nv-card search-filters"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>{t('search.filters')}</summary>
      <Suspense fallback={<Skeleton lines={5} />}>
        <FilterFields address={address} facets={facets} onChange={onChange} />
      </Suspense>
    </details>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <SkeletonGroup label={t('search.loading')}>
      <ul className="nv-grid nv-list-plain">
        {[0, 1, 2].map((n) => (
          <li key={n}>
            <Card className="nv-stack">
              <Skeleton width="40%" />
              <Skeleton lines={2} />
            </Card>
          </li>
        ))}
      </ul>
    </SkeletonGroup>
  );
}

export function SearchPage({ address, onChange, catalyst }: SearchPageProps) {
  const { t } = useTranslation();
  const asking = asksAnything(address);
  const search = useQuery({ ...searchQueryOptions(address, catalyst), enabled: asking });
  const [text, setText] = useState(address.q ?? '');
  // A link or the back button changes the address: the box follows it.
  useEffect(() => setText(address.q ?? ''), [address.q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: text.trim() || undefined, page: undefined });
  };
  const answer = asking ? search.data : undefined;
  const page = address.page ?? 0;
  const sortValue = address.sort ?? null;
  return (
    <div className="nv-stack" data-gap="lg">
      <h1>{catalyst ? t('search.titleOf', { handle: catalyst }) : t('search.title')}</h1>
      <search>
        <form className="search-box" onSubmit={submit}>
          <div className="nv-grow">
            <TextInput
              label={t('search.box')}
              name="q"
              type="search"
              hint={t('search.boxHint')}
              maxLength={200}
              value={text}
              onChange={setText}
            />
          </div>
          <Button type="submit">{t('search.submit')}</Button>
        </form>
      </search>
      <div className="search-layout">
        <Filters address={address} facets={answer?.meta.facets} onChange={onChange} />
        <section aria-labelledby="search-results" className="nv-stack">
          <div className="search-results-head">
            <h2 id="search-results" className="nv-flush">
              {answer ? t('search.total', { count: answer.meta.total }) : t('search.results')}
            </h2>
            <div>
              <Select
                label={t('search.sort')}
                name="sort"
                placeholder={t(`search.sortValue.${address.q?.trim() ? 'relevance' : 'newest'}`)}
                value={sortValue}
                options={(['relevance', 'ending-soon', 'newest', 'most-ideas'] as const).map(
                  (value) => ({ value, label: t(`search.sortValue.${value}`) }),
                )}
                onChange={(value) =>
                  onChange({ sort: (value ?? undefined) as SearchAddress['sort'], page: undefined })
                }
              />
            </div>
          </div>
          {!asking ? (
            <Card>
              <EmptyState title={t('search.startTitle')} level={3}>
                {t('search.start')}
              </EmptyState>
            </Card>
          ) : !answer ? (
            <Loading />
          ) : answer.data.length === 0 ? (
            <Card>
              <EmptyState title={t('search.noneTitle')} level={3}>
                {t('search.none')}
              </EmptyState>
            </Card>
          ) : (
            <Suspense fallback={<Loading />}>
              <SearchHits
                answer={answer}
                page={page}
                busy={search.isPlaceholderData}
                onChange={onChange}
              />
            </Suspense>
          )}
        </section>
      </div>
    </div>
  );
}
