/**
 * Notifications › Neurons Earned: every line of the player's neurons, 20 a page, in the Game
 * Dash's words (the spec's texts, or its fallback sentence), with the pager.
 */
import { EmptyState, Pager, useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, useTransition } from 'react';
import { NEURON_PAGE_SIZE } from '../game/queries.js';
import { NeuronLine } from '../game-dash/neuron-item.js';
import { neuronPageQueryOptions } from './queries.js';
import { Panel } from './section.js';
import '../../i18n/game-dash.en.js';
import '../../i18n/notifications.en.js';

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
