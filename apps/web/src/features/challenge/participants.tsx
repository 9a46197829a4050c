/** Who plays a challenge: counts while it runs, each player's part once it is settled. */

import { useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { participantsQueryOptions } from './queries.js';
import '../../i18n/participants.en.js';

/**
 * Its own boundary: the challenge page's loader has the counts ready, but the catalyst
 * dashboard's closed detail mounts it too, and shows the rest of its page meanwhile.
 */
export function Participants({ challengeId }: { challengeId: string }) {
  return (
    <Suspense fallback={null}>
      <ParticipantsTable challengeId={challengeId} />
    </Suspense>
  );
}

function ParticipantsTable({ challengeId }: { challengeId: string }) {
  const { t } = useTranslation();
  const { data: d } = useSuspenseQuery(participantsQueryOptions(challengeId));
  return (
    <section aria-labelledby="participants-title">
      <h2 id="participants-title">{t('participants.title')}</h2>
      <p>
        {t('participants.innovators', { count: d.innovators })} ·{' '}
        {t('participants.raters', { count: d.raters })} ·{' '}
        {t('participants.mentors', { count: d.mentors })}
      </p>
      {d.players.length > 0 ? (
        <table>
          <caption className="nv-hint">{t('participants.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('participants.player')}</th>
              <th scope="col">{t('participants.ideas')}</th>
              <th scope="col">{t('participants.bestPlace')}</th>
              <th scope="col">{t('participants.ratings')}</th>
              <th scope="col">{t('participants.mentoring')}</th>
            </tr>
          </thead>
          <tbody>
            {d.players.map((p) => (
              <tr key={p.user.id}>
                <th scope="row">@{p.user.handle}</th>
                <td>{p.ideas}</td>
                <td>{p.best_rank ? `#${p.best_rank}` : '—'}</td>
                <td>{p.ratings}</td>
                <td>{p.mentoring}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
