/**
 * What the catalyst's lists share: the list of the address's state, a challenge's link to its
 * detail, the switch between easy and advanced mode, the header with the lists' counts and the
 * empty state. Each list is a module of its own (`catalyst-easy.tsx`, `catalyst-advanced.tsx`,
 * `catalyst-closing.tsx`, `catalyst-closed.tsx`), so that a page loads only its own.
 */
import type { CallResponse } from '@nervus/contracts';
import { Card, EmptyState, useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { CatalystMode } from './catalyst-mode.js';
import { DashHeader, DashIcon, type DashIconName, type DashStat, LinkButton } from './dash-ui.js';
import { type DashboardState, dashboardQueryOptions } from './queries.js';
import { under } from './redirects.js';
import '../../i18n/dashboard-lists.en.js';
import '../../i18n/dashboard-nav.en.js';

export type Item = CallResponse<'dashboard'>['data'][number];

export function usePlatformSlug(): string {
  return (useParams({ strict: false }) as { platformSlug: string }).platformSlug;
}

/** The route's loader has asked for the list; a failure goes to the route's error component. */
export function useCatalystList(state: DashboardState): readonly Item[] {
  return useSuspenseQuery(dashboardQueryOptions(usePlatformSlug(), 'catalyst', state)).data.data;
}

export function DetailLink({ item, mode }: { item: Item; mode: CatalystMode }) {
  const platformSlug = usePlatformSlug();
  return (
    <Link
      to={`/$platformSlug/my-dashboard/catalyst/open/${mode}/detail/$challenge`}
      params={{ platformSlug, challenge: item.slug }}
    >
      {item.question_title}
    </Link>
  );
}

/** The switch between the two views of the open challenges. */
export function ModeSwitch({ current }: { current: CatalystMode }) {
  const { t } = useTranslation();
  const platformSlug = usePlatformSlug();
  return current === 'easy-mode' ? (
    <LinkButton
      variant="ghost"
      to={under('catalyst/open/advanced-mode/list')}
      params={{ platformSlug }}
    >
      {t('dashboardNav.mode.toAdvanced')}
    </LinkButton>
  ) : (
    <LinkButton
      variant="ghost"
      to={under('catalyst/open/easy-mode/list')}
      params={{ platformSlug }}
    >
      {t('dashboardNav.mode.toEasy')}
    </LinkButton>
  );
}

export function CreateLink() {
  const { t } = useTranslation();
  return <LinkButton to="/challenges/create">{t('dashboardLists.create')}</LinkButton>;
}

const sum = (list: readonly Item[], count: (item: Item) => number) =>
  list.reduce((total, item) => total + count(item), 0);

/** The lists' counts: challenges, and the ideas and ratings in them (mentoring on open ones). */
export function listStats(list: readonly Item[], mentoring: boolean): DashStat[] {
  return [
    { label: 'dashboardLists.stat.challenges', value: list.length, icon: 'flag' as const },
    {
      label: 'dashboardLists.stat.ideas',
      value: sum(list, (i) => i.ideas),
      icon: 'ideas' as const,
    },
    {
      label: 'dashboardLists.stat.ratings',
      value: sum(list, (i) => i.ratings),
      icon: 'star' as const,
    },
    ...(mentoring
      ? [
          {
            label: 'dashboardLists.stat.mentoring',
            value: sum(list, (i) => i.mentoring),
            icon: 'mentoring' as const,
          },
        ]
      : []),
  ];
}

/** A catalyst list's header: its title and lead, actions, and the list's counts. */
export function CatalystListHeader({
  title,
  lead,
  actions,
  stats,
}: {
  title: string;
  lead: string;
  actions?: ReactNode;
  stats: readonly DashStat[];
}) {
  const { t } = useTranslation();
  return (
    <DashHeader
      playerRole="catalyst"
      title={title}
      lead={lead}
      actions={actions}
      stats={stats.map((s) => ({ ...s, label: t(s.label) }))}
    />
  );
}

/** An empty list: what it will hold, and the way to fill it. */
export function ListEmpty({
  icon,
  title,
  text,
  action,
}: {
  icon: DashIconName;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <Card>
      <EmptyState icon={<DashIcon name={icon} />} title={title} action={action}>
        {text}
      </EmptyState>
    </Card>
  );
}
