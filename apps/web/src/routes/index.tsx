import { Card, RoleBadge, useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import * as v from 'valibot';
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

function Home() {
  const { t } = useTranslation();
  const { notice } = Route.useSearch();
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
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(systemPlatformsQueryOptions());
  },
  component: Home,
});
