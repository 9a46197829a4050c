/**
 * My Dashboard › Notifications: a frame with three tabs (neurons earned, highlights, helpful
 * tips) over the player's own notifications. The lines, the highlights list and the tips are the
 * Game Dash's own parts, with room: the neurons 20 a page with the pager, the highlights in a
 * taller box. Another player's address shows no one's notifications: they are private.
 */

import { formatScore } from '@nervus/game-rules';
import { EmptyState, Pager, useTranslation } from '@nervus/ui-kit';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, Outlet, useParams } from '@tanstack/react-router';
import { type ReactNode, useState, useTransition } from 'react';
import { DashHeader } from '../dashboards/dash-ui.js';
import { notificationStateQueryOptions } from '../game/highlights.js';
import { HighlightList } from '../game-dash/highlight-list.js';
import { NeuronLine } from '../game-dash/neurons-tab.js';
import { NEURON_PAGE_SIZE } from '../game-dash/queries.js';
import { TipsTab } from '../game-dash/tips-tab.js';
import { useMe } from '../session/queries.js';
import { isOwn, neuronPageQueryOptions } from './queries.js';
import '../../i18n/game-dash.en.js';
import '../../i18n/notifications.en.js';
import '../dashboards/dashboards.css';
import './notifications.css';

const TABS = [
  { path: 'neurons-earned', label: 'notificationsPage.neuronsEarned' },
  { path: 'highlights', label: 'notificationsPage.highlights' },
  { path: 'helpful-tips', label: 'notificationsPage.helpfulTips' },
] as const;

function usePlatformSlug(): string {
  return (useParams({ strict: false }) as { platformSlug: string }).platformSlug;
}

/** The frame: the header, the tabs, then the chosen tab (or the private notice). */
export function NotificationsSection() {
  const { t } = useTranslation();
  const platformSlug = usePlatformSlug();
  const { data: me } = useMe();
  const own = isOwn(me, platformSlug);
  // The totals in one call (the tabs' loaders read it first); a live award or highlight
  // marks it stale.
  const { data: state } = useQuery({ ...notificationStateQueryOptions(), enabled: own });
  return (
    <section aria-labelledby="page-title" className="dash-page dash-role">
      <DashHeader
        kicker={t('notificationsPage.kicker')}
        title={t('notificationsPage.title')}
        lead={own ? t('notificationsPage.lead') : undefined}
        stats={
          own && state
            ? [
                { label: t('notificationsPage.score'), value: formatScore(state.score) },
                { label: t('notificationsPage.neuronLines'), value: state.neurons_total },
                { label: t('notificationsPage.highlights'), value: state.highlights_total },
              ]
            : undefined
        }
      />
      {own ? (
        <>
          <nav aria-label={t('notificationsPage.tabs')} className="dash-tabs">
            <ul>
              {TABS.map((tab) => (
                <li key={tab.path}>
                  <Link
                    to={`/$platformSlug/my-dashboard/notifications/${tab.path}`}
                    params={{ platformSlug }}
                    activeProps={{ 'aria-current': 'page' }}
                  >
                    {t(tab.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <Outlet />
        </>
      ) : (
        <EmptyState
          level={2}
          title={t('notificationsPage.private')}
          action={
            me ? (
              <Link
                className="nv-button"
                data-size="sm"
                to="/$platformSlug/my-dashboard/notifications/neurons-earned"
                params={{ platformSlug: me.user.handle }}
              >
                {t('notificationsPage.yours')}
              </Link>
            ) : undefined
          }
        >
          {t('notificationsPage.privateText', { handle: platformSlug })}
        </EmptyState>
      )}
    </section>
  );
}

/** A tab's panel: its heading (the tabs are links, the heading says where the reader is). */
function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="notifications-tab" className="app-notifications-panel">
      <h2 id="notifications-tab" className="nv-visually-hidden">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Neurons earned: every line, 20 a page, the next page while (page + 1) · 20 < total. */
export function NeuronsEarnedPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  // A page change is a transition: the lines on screen stay until the next page has arrived.
  const [turning, startTurning] = useTransition();
  const { data: neurons } = useSuspenseQuery(neuronPageQueryOptions(page));
  const now = Date.now();
  return (
    <Panel title={t('notificationsPage.neuronsEarned')}>
      {neurons.data.length === 0 ? (
        <EmptyState level={3} title={t('dash.none')}>
          {t('dash.noneText')}
        </EmptyState>
      ) : (
        <>
          <p className="nv-flush nv-hint">
            {t('notificationsPage.neuronsCount', { count: neurons.meta.total })}
          </p>
          <ul
            aria-label={t('dash.neuronsLabel')}
            aria-busy={turning}
            className="nv-list-plain app-neuron-list"
          >
            {neurons.data.map((n) => (
              <NeuronLine key={n.id} neuron={n} now={now} />
            ))}
          </ul>
        </>
      )}
      <Pager
        page={page}
        total={neurons.meta.total}
        size={NEURON_PAGE_SIZE}
        label={t('notificationsPage.neuronsPages')}
        onPage={(next) => startTurning(() => setPage(next))}
      />
    </Panel>
  );
}

/** Highlights: the whole list, the Game Dash's virtual list in a taller box. */
export function HighlightsPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  return (
    <Panel title={t('notificationsPage.highlights')}>
      {me ? <HighlightList userId={me.user.id} place="page" /> : null}
    </Panel>
  );
}

/** Helpful tips: the tasks for the player's roles, a dismissal remembered on this browser. */
export function HelpfulTipsPage() {
  const { t } = useTranslation();
  return (
    <Panel title={t('notificationsPage.helpfulTips')}>
      <TipsTab />
    </Panel>
  );
}
