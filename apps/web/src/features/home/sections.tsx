/**
 * The home's challenges: a category strip and the platform's sections of challenge cards, the
 * completed ones with their Top 3. A part of its own (`lazyPart`): the cards' code stays out of
 * the first page's script; the route's loader starts it and its data together.
 */
import type { CallResponse, HomeSectionId } from '@nervus/contracts';
import { EmptyState, useTranslation } from '@nervus/ui-kit';
import { type QueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { currentPlatformQueryOptions } from '../session/queries.js';
import { CardOfChallenge } from './card.js';
import { homeWidgetQueryOptions } from './queries.js';
import '../../i18n/home.en.js';

/** How many cards each section shows; "See all" opens the search in the section's order. */
const SHOWN = 4;

type Widget = CallResponse<'homepageWidget'>['data'];

const SECTIONS: readonly {
  id: HomeSectionId;
  key: 'ending_soon' | 'newest' | 'most_played' | 'with_prizes' | 'completed';
  search: Record<string, string>;
}[] = [
  { id: 'ending-soon', key: 'ending_soon', search: { status: 'open', sort: 'ending-soon' } },
  { id: 'newest', key: 'newest', search: { status: 'open', sort: 'newest' } },
  { id: 'most-played', key: 'most_played', search: { status: 'open', sort: 'most-ideas' } },
  { id: 'with-prizes', key: 'with_prizes', search: { status: 'open', has_prize: 'true' } },
  { id: 'completed', key: 'completed', search: { status: 'closed' } },
];

/** The slugs of a category and of every category below it. */
function withDescendants(categories: Widget['categories'], slug: string): Set<string> {
  const root = categories.find((c) => c.slug === slug);
  const ids = new Set(root ? [root.id] : []);
  const slugs = new Set([slug]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const c of categories)
      if (c.parent_id !== null && ids.has(c.parent_id) && !ids.has(c.id)) {
        ids.add(c.id);
        slugs.add(c.slug);
        grew = true;
      }
  }
  return slugs;
}

function CategoryStrip({ widget, current }: { widget: Widget; current: string | undefined }) {
  const { t } = useTranslation();
  const shown = widget.categories.filter((c) => c.parent_id === null || c.slug === current);
  if (shown.length === 0) return null;
  return (
    <nav aria-label={t('homeSections.categories')}>
      <ul className="nv-cluster nv-list-plain">
        <li>
          <Link
            className="nv-button"
            data-variant={current ? 'secondary' : undefined}
            data-size="sm"
            to="/"
            search={{}}
            // The router calls a link current when the address holds its search and more (the
            // home with ?category= too): exact, "All" is current only without a category.
            activeOptions={{ exact: true }}
            aria-current={current ? undefined : 'page'}
          >
            {t('homeSections.allCategories')}
          </Link>
        </li>
        {shown.map((c) => (
          <li key={c.id}>
            <Link
              className="nv-button"
              data-variant={c.slug === current ? undefined : 'secondary'}
              data-size="sm"
              to="/"
              search={{ category: c.slug }}
              aria-current={c.slug === current ? 'page' : undefined}
            >
              {t('homeSections.categoryCount', { name: c.name, count: c.open_challenges })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The loader's start: the sections' data for this host's platform. */
export async function prefetchHomeSections(queryClient: QueryClient): Promise<void> {
  const platform = await queryClient.ensureQueryData(currentPlatformQueryOptions());
  await queryClient.prefetchQuery(homeWidgetQueryOptions(platform.slug));
}

/** The home's challenges for this host's platform, filtered to `category` and below. */
export function HomeSections({ category }: { category?: string | undefined }) {
  const { t } = useTranslation();
  const { data: platform } = useSuspenseQuery(currentPlatformQueryOptions());
  const { data: widget } = useSuspenseQuery(homeWidgetQueryOptions(platform.slug));
  const within = category ? withDescendants(widget.categories, category) : undefined;
  const sections = SECTIONS.map((s) => ({
    ...s,
    cards: widget[s.key]
      .filter((c) => !within || (c.main_category !== null && within.has(c.main_category.slug)))
      .slice(0, SHOWN),
  }));
  const categoryName = widget.categories.find((c) => c.slug === category)?.name ?? category;
  const nothing = sections.every((s) => s.cards.length === 0);
  return (
    <div className="nv-stack" data-gap="lg">
      <CategoryStrip widget={widget} current={category} />
      {within && nothing ? (
        <EmptyState
          title={t('homeSections.noneInCategory', { name: categoryName })}
          action={
            <a
              className="nv-button"
              href={`/search?category=${encodeURIComponent(category ?? '')}`}
            >
              {t('homeSections.searchCategory', { name: categoryName })}
            </a>
          }
        >
          {t('homeSections.noneInCategoryHint')}
        </EmptyState>
      ) : null}
      {sections.map((s) =>
        within && s.cards.length === 0 ? null : (
          <section key={s.id} aria-labelledby={`home-${s.id}`} className="nv-stack">
            <div className="nv-cluster">
              <h2 id={`home-${s.id}`} className="nv-flush nv-grow">
                {t(`homeSections.titles.${s.id}`)}
              </h2>
              {s.cards.length > 0 ? (
                <a
                  href={`/search?${new URLSearchParams({ ...s.search, ...(category ? { category } : {}) })}`}
                  aria-label={`${t('homeSections.seeAll')}: ${t(`homeSections.titles.${s.id}`)}`}
                >
                  {t('homeSections.seeAll')}
                </a>
              ) : null}
            </div>
            {s.cards.length > 0 ? (
              <ul className="nv-grid nv-list-plain">
                {s.cards.map((card) => (
                  <li key={card.id}>
                    <CardOfChallenge card={card} />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState level={3} title={t(`homeSections.empty.${s.id}`)}>
                {t('homeSections.emptyHint')}
              </EmptyState>
            )}
          </section>
        ),
      )}
    </div>
  );
}
