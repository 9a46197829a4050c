import { Dialog, Skeleton, SkeletonGroup, Tabs, useTranslation } from '@nervus/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { preferencesQueryOptions } from '../account/preferences-query.js';
import { myBrainsQueryOptions } from '../game/queries.js';
import { NeuronsTab } from '../game-dash/neurons-tab.js';
import { lastSeenScore, saveLastSeenScore } from '../game-dash/queries.js';
import { TipsTab } from '../game-dash/tips-tab.js';
import '../../i18n/game-dash.en.js';

// The highlights' virtual list loads when its tab is first chosen, not with the dialog.
const HighlightsTab = lazy(async () => ({
  default: (await import('../game-dash/highlights-tab.js')).HighlightsTab,
}));

/**
 * The navbar's Game Dash: the player's neurons, tips and highlights, in a dialog (loaded when
 * the bell is reached, never with the first page). Opening it, in the overall role, stores the
 * current overall score as seen, which clears the bell's dot; an admin shadowing a player
 * stores nothing for them.
 */
export function GameDash({
  open,
  onClose,
  signedIn,
  handle,
  shadowing = false,
}: {
  open: boolean;
  onClose: () => void;
  signedIn: boolean;
  handle?: string;
  shadowing?: boolean;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('neurons-earned');
  useSeenOnOpen(open && signedIn && !shadowing);
  return (
    <Dialog open={open} title={t('gameDash.title')} onClose={onClose}>
      <Tabs
        label={t('gameDash.title')}
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'neurons-earned',
            label: t('gameDash.neurons'),
            content: <NeuronsTab signedIn={signedIn} onLeave={onClose} />,
          },
          { id: 'tips', label: t('gameDash.tips'), content: <TipsTab onLeave={onClose} /> },
          {
            id: 'highlights',
            label: t('gameDash.highlights'),
            content: (
              <Suspense
                fallback={
                  <SkeletonGroup label={t('highlights.loading')}>
                    <Skeleton lines={4} />
                  </SkeletonGroup>
                }
              >
                <HighlightsTab signedIn={signedIn} onLeave={onClose} />
              </Suspense>
            ),
          },
        ]}
      />
      <p>
        <Link to="/idea-race" onClick={onClose}>
          {t('gameDash.ideaRace')}
        </Link>
        {handle ? (
          <>
            {' · '}
            <Link
              to="/$platformSlug/my-dashboard/notifications"
              params={{ platformSlug: handle }}
              onClick={onClose}
            >
              {t('gameDash.notifications')}
            </Link>
          </>
        ) : null}
      </p>
    </Dialog>
  );
}

/** While the dialog is open, the overall score shown is the one seen: stored when it differs. */
function useSeenOnOpen(enabled: boolean) {
  const client = useQueryClient();
  const { data: brains } = useQuery({ ...myBrainsQueryOptions(), enabled });
  const { data: preferences } = useQuery({ ...preferencesQueryOptions(), enabled });
  const overall = brains?.find((b) => b.role === 'overall')?.score;
  const seen = preferences ? lastSeenScore(preferences) : undefined;
  useEffect(() => {
    if (!enabled || overall === undefined || seen === undefined || seen === overall) return;
    saveLastSeenScore(client, overall).catch(() => {
      // The dot comes back with the next read of the preferences; nothing else depends on it.
      void client.invalidateQueries({ queryKey: preferencesQueryOptions().queryKey });
    });
  }, [client, enabled, overall, seen]);
}
