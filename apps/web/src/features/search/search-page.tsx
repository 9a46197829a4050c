/** The search page: a box, filters with their counts, an order, and the results as cards. */
import type { ChallengeHit, SearchFacets } from '@nervus/contracts';
import {
  Button,
  Card,
  ChallengeCard,
  EmptyState,
  Pager,
  Select,
  Skeleton,
  SkeletonGroup,
  TextInput,
  useTranslation,
} from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { asksAnything, FILTERS, type SearchAddress } from './address.js';
import { SEARCH_PAGE_SIZE, searchQueryOptions } from './queries.js';
import '../../i18n/search.en.js';
import './search.css';

export interface SearchPageProps {
  readonly address: SearchAddress;
  /** Writes a change into the address (a filter, the text, the page). */
  readonly onChange: (patch: Partial<SearchAddress>) => void;
  /** The player whose challenges are searched (`/{player}/search`). */
  readonly catalyst?: string | undefined;
}

const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

type Translate = ReturnType<typeof useTranslation>['t'];

function HitCard({ hit, t }: { readonly hit: ChallengeHit; readonly t: Translate }) {
  const open = hit.status === 'open';
  const prize =
    hit.prize_money_cents > 0
      ? money(hit.prize_money_cents)
      : hit.prize_type !== 'points'
        ? t(`search.prizeType.${hit.prize_type}`, { defaultValue: '' }) || undefined
        : undefined;
  const day = hit.duration_end.slice(0, 10);
  return (
    <ChallengeCard
      headingLevel={3}
      title={
        <Link to="/challenges/$challenge" params={{ challenge: hit.slug }}>
          {hit.question_title}
        </Link>
      }
      category={hit.main_category?.name}
      catalyst={hit.catalyst.handle}
      prize={prize}
      entryFee={hit.idea_entry_fee_cents > 0 ? money(hit.idea_entry_fee_cents) : undefined}
      open={open}
      status={open ? t('search.endsOn', { date: day }) : t('search.ended', { date: day })}
      ideas={hit.ideas_count}
    />
  );
}

/** A filter's choices with how many results each gives; the chosen one stays even at none. */
function choices(
  facet: readonly { value: string; count: number; name?: string }[] | undefined,
  label: (value: string, name?: string) => string,
  chosen: string | undefined,
  t: Translate,
) {
  const options = (facet ?? []).map((f) => ({
    value: f.value,
    label: t('search.withCount', { label: label(f.value, f.name), count: f.count }),
  }));
  if (chosen !== undefined && !options.some((o) => o.value === chosen)) {
    options.push({ value: chosen, label: label(chosen) });
  }
  return options;
}

const flagValue = (value: boolean | undefined) => (value === undefined ? null : String(value));
const toFlag = (value: string | null) => (value === null ? undefined : value === 'true');

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
  const any = t('search.any');
  const set = (patch: Partial<SearchAddress>) => onChange({ ...patch, page: undefined });
  return (
    <details
      className="nv-card search-filters"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>{t('search.filters')}</summary>
      <div className="nv-stack">
        <Select
          label={t('search.category')}
          name="category"
          placeholder={any}
          value={address.category ?? null}
          options={choices(facets?.category, (value, name) => name ?? value, address.category, t)}
          onChange={(value) => set({ category: value ?? undefined })}
        />
        <Select
          label={t('search.status')}
          name="status"
          placeholder={any}
          value={address.status ?? null}
          options={choices(
            facets?.status,
            (value) => t(`search.statusValue.${value}`),
            address.status,
            t,
          )}
          onChange={(value) => set({ status: (value ?? undefined) as SearchAddress['status'] })}
        />
        <Select
          label={t('search.format')}
          name="solution_format"
          placeholder={any}
          value={address.solution_format ?? null}
          options={choices(
            facets?.solution_format,
            (value) => t(`search.formatValue.${value}`),
            address.solution_format,
            t,
          )}
          onChange={(value) =>
            set({ solution_format: (value ?? undefined) as SearchAddress['solution_format'] })
          }
        />
        <Select
          label={t('search.prize')}
          name="has_prize"
          placeholder={any}
          value={flagValue(address.has_prize)}
          options={choices(
            facets?.has_prize,
            (value) => t(`search.prizeValue.${value}`),
            flagValue(address.has_prize) ?? undefined,
            t,
          )}
          onChange={(value) => set({ has_prize: toFlag(value) })}
        />
        <Select
          label={t('search.entryFee')}
          name="has_entry_fee"
          placeholder={any}
          value={flagValue(address.has_entry_fee)}
          options={choices(
            facets?.has_entry_fee,
            (value) => t(`search.entryFeeValue.${value}`),
            flagValue(address.has_entry_fee) ?? undefined,
            t,
          )}
          onChange={(value) => set({ has_entry_fee: toFlag(value) })}
        />
        {FILTERS.some((key) => address[key] !== undefined) ? (
          <Button
            variant="secondary"
            onClick={() => set(Object.fromEntries(FILTERS.map((key) => [key, undefined])))}
          >
            {t('search.clear')}
          </Button>
        ) : null}
      </div>
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
            <>
              <ul className="nv-grid nv-list-plain" aria-busy={search.isPlaceholderData}>
                {answer.data.map((hit) => (
                  <li key={hit.id}>
                    <HitCard hit={hit} t={t} />
                  </li>
                ))}
              </ul>
              <Pager
                page={page}
                total={answer.meta.total}
                size={SEARCH_PAGE_SIZE}
                label={t('search.results')}
                onPage={(next) => onChange({ page: next === 0 ? undefined : next })}
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
