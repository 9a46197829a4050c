import { Card, RoleBadge, useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import * as v from 'valibot';
import { HomeSections, startHomeSections } from '../features/home/part.js';
import { startTournamentWidget, TournamentWidget } from '../features/olympiads/widget-part.js';
import { systemPlatformsQueryOptions, useMe } from '../features/session/queries.js';

const HomeSearch = v.object({
  category: v.optional(v.string()),
  tour: v.optional(v.string()),
  notice: v.optional(v.picklist(['user-not-found'])),
});

/** The system platforms, the one part of the page that waits for the API. */
function Platforms() {
  const { data: platforms } = useSuspenseQuery(systemPlatformsQueryOptions());
  return (
    <ul className="nv-grid">
      {platforms.map((p) => (
        <Card as="li" key={p.id} className="nv-stack" data-gap="sm">
          <strong>{p.title}</strong>
          {p.slogan ? <p className="nv-flush nv-text-muted">{p.slogan}</p> : null}
        </Card>
      ))}
    </ul>
  );
}

/**
 * The sections' space while their code and data arrive (a strip, two rows of cards), so nothing
 * below moves. The skeletons' markup, not their module: the first script is near its budget.
 * Their heights are classes, not style attributes: this is in the first paint's HTML, where the
 * content security policy refuses inline styles.
 */
function SectionsSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      className="nv-skeleton-group"
      role="status"
      aria-busy="true"
      aria-label={t('notices.loading')}
    >
      <div className="nv-stack" data-gap="lg" aria-hidden="true">
        <span className="nv-skeleton app-home-strip" data-shape="block" />
        {[0, 1].map((row) => (
          <div key={row} className="nv-grid">
            {[0, 1, 2, 3].map((card) => (
              <span key={card} className="nv-skeleton app-home-card" data-shape="block" />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

/** The tournament widgets' space while they load: a title and two cards (classes, no styles). */
function WidgetSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      className="nv-skeleton-group"
      role="status"
      aria-busy="true"
      aria-label={t('notices.loading')}
    >
      <div className="nv-grid" aria-hidden="true">
        {[0, 1].map((card) => (
          <span key={card} className="nv-skeleton app-home-card" data-shape="block" />
        ))}
      </div>
    </div>
  );
}

function Home() {
  const { t } = useTranslation();
  const { notice, category } = Route.useSearch();
  const { data: me } = useMe();
  const roles = ['catalyst', 'innovator', 'rater', 'mentor', 'scout', 'director'] as const;
  return (
    <>
      {notice === 'user-not-found' ? (
        <p role="alert" className="nv-alert" data-tone="danger">
          {t('notices.userNotFound')}
        </p>
      ) : null}
      <h1>{t('home.title')}</h1>
      <p className="lead">{t('home.lead')}</p>
      <search>
        <form action="/search" method="get" className="nv-cluster">
          <label className="nv-visually-hidden" htmlFor="home-q">
            {t('home.search')}
          </label>
          <input
            id="home-q"
            className="nv-input nv-grow"
            type="search"
            name="q"
            placeholder={t('home.search')}
          />
          <button className="nv-button" type="submit">
            {t('home.searchSubmit')}
          </button>
        </form>
      </search>
      <Suspense fallback={<SectionsSkeleton />}>
        <HomeSections category={category} />
      </Suspense>
      <Suspense fallback={<WidgetSkeleton />}>
        <TournamentWidget />
      </Suspense>
      <h2>{t('home.roles')}</h2>
      <ul className="nv-grid">
        {roles.map((role) => (
          <Card as="li" key={role} className="nv-stack" data-gap="sm">
            <span>
              <RoleBadge playerRole={role} />
            </span>
            <p className="nv-flush">{t(`home.role.${role}`)}</p>
          </Card>
        ))}
      </ul>
      {me ? null : (
        <p>
          <Link className="nv-button" data-size="lg" to="/accounts/signup">
            {t('home.start')}
          </Link>
        </p>
      )}
      <h2>{t('home.platforms')}</h2>
      <Suspense fallback={<p role="status">{t('notices.loading')}</p>}>
        <Platforms />
      </Suspense>
    </>
  );
}

export const Route = createFileRoute('/')({
  staticData: { name: 'home.challenges', layout: 'wide' },
  validateSearch: HomeSearch,
  // Most visits start here: the page comes with the first chunk (no second round trip for its
  // code), and it does not wait for the platforms below the fold: the loader starts fetching
  // them and the page shows at once, the list joining it when it arrives (at once when cached).
  codeSplitGroupings: [],
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(systemPlatformsQueryOptions());
    startHomeSections(queryClient);
    startTournamentWidget(queryClient);
  },
  component: Home,
});
