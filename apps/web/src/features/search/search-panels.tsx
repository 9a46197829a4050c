/**
 * The search page's parts that wait for the first paint (a lazy part: search-page.tsx): the
 * filters' fields with their counts, and the results as cards with the Pager, with their words
 * (`search-panels.en.ts`). The page shows its box, the filters' disclosure and a skeleton first.
 */
import type { ChallengeHit, SearchFacets } from '@nervus/contracts';
import { Button, ChallengeCard, Pager, Select, useTranslation } from '@nervus/ui-kit';
import { Link } from '@tanstack/react-router';
import { FILTERS, type SearchAddress } from './address.js';
import { SEARCH_PAGE_SIZE } from './queries.js';
import '../../i18n/search-panels.en.js';
import '../../i18n/search.en.js';

const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

type Translate = ReturnType<typeof useTranslation>['t'];

function HitCard({ hit, t }: { readonly hit: ChallengeHit; readonly t: Translate }) {
  const open = hit.status === 'open';
  const prize =
    hit.prize_money_cents > 0
      ? money(hit.prize_money_cents)
      : hit.prize_type !== 'points'
        ? t(`searchPanels.prizeType.${hit.prize_type}`, { defaultValue: '' }) || undefined
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
      status={
        open ? t('searchPanels.endsOn', { date: day }) : t('searchPanels.ended', { date: day })
      }
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
    label: t('searchPanels.withCount', { label: label(f.value, f.name), count: f.count }),
  }));
  if (chosen !== undefined && !options.some((o) => o.value === chosen)) {
    options.push({ value: chosen, label: label(chosen) });
  }
  return options;
}

const flagValue = (value: boolean | undefined) => (value === undefined ? null : String(value));
const toFlag = (value: string | null) => (value === null ? undefined : value === 'true');

export function FilterFields({
  address,
  facets,
  onChange,
}: {
  readonly address: SearchAddress;
  readonly facets: SearchFacets | undefined;
  readonly onChange: (patch: Partial<SearchAddress>) => void;
}) {
  const { t } = useTranslation();
  const any = t('searchPanels.any');
  const set = (patch: Partial<SearchAddress>) => onChange({ ...patch, page: undefined });
  return (
    <div className="nv-stack">
      <Select
        label={t('searchPanels.category')}
        name="category"
        placeholder={any}
        value={address.category ?? null}
        options={choices(facets?.category, (value, name) => name ?? value, address.category, t)}
        onChange={(value) => set({ category: value ?? undefined })}
      />
      <Select
        label={t('searchPanels.status')}
        name="status"
        placeholder={any}
        value={address.status ?? null}
        options={choices(
          facets?.status,
          (value) => t(`searchPanels.statusValue.${value}`),
          address.status,
          t,
        )}
        onChange={(value) => set({ status: (value ?? undefined) as SearchAddress['status'] })}
      />
      <Select
        label={t('searchPanels.format')}
        name="solution_format"
        placeholder={any}
        value={address.solution_format ?? null}
        options={choices(
          facets?.solution_format,
          (value) => t(`searchPanels.formatValue.${value}`),
          address.solution_format,
          t,
        )}
        onChange={(value) =>
          set({ solution_format: (value ?? undefined) as SearchAddress['solution_format'] })
        }
      />
      <Select
        label={t('searchPanels.prize')}
        name="has_prize"
        placeholder={any}
        value={flagValue(address.has_prize)}
        options={choices(
          facets?.has_prize,
          (value) => t(`searchPanels.prizeValue.${value}`),
          flagValue(address.has_prize) ?? undefined,
          t,
        )}
        onChange={(value) => set({ has_prize: toFlag(value) })}
      />
      <Select
        label={t('searchPanels.entryFee')}
        name="has_entry_fee"
        placeholder={any}
        value={flagValue(address.has_entry_fee)}
        options={choices(
          facets?.has_entry_fee,
          (value) => t(`searchPanels.entryFeeValue.${value}`),
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
          {t('searchPanels.clear')}
        </Button>
      ) : null}
    </div>
  );
}

/** One page of results as cards, and the Pager to the others. */
export function SearchHits({
  answer,
  page,
  busy,
  onChange,
}: {
  readonly answer: { readonly data: readonly ChallengeHit[]; readonly meta: { total: number } };
  readonly page: number;
  readonly busy: boolean;
  readonly onChange: (patch: Partial<SearchAddress>) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ul className="nv-grid nv-list-plain" aria-busy={busy}>
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
  );
}
