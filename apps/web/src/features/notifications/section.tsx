/**
 * My Dashboard › Notifications: a frame with three tabs (neurons earned, highlights, helpful
 * tips) over the player's own notifications, each tab a page of its own module (its route loads
 * only its own parts: the highlights' virtual list stays with the highlights). The header shows
 * the player's totals from `GET /me/notification`. Another player's address shows no one's
 * notifications: they are private.
 */
import { formatScore } from '@nervus/game-rules';
import { EmptyState, useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DashHeader } from '../dashboards/dash-ui.js';
import { notificationStateQueryOptions } from '../game/highlights.js';
import { useMe } from '../session/queries.js';
import { isOwn } from './queries.js';
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
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="notifications-tab" className="app-notifications-panel">
      <h2 id="notifications-tab" className="nv-visually-hidden">
        {title}
      </h2>
      {children}
    </section>
  );
}
