/** Who plays a challenge: counts while it runs, each player's part once it is settled. */

import type { ParticipantsSchema } from '@nervus/contracts';
import { Card, TableFrame, useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import type { InferOutput } from 'valibot';
import { participantsQueryOptions } from './queries.js';
import '../../i18n/participants.en.js';
import './challenge.css';

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
    <Card as="section" aria-labelledby="participants-title" className="nv-stack">
      <h2 id="participants-title" className="nv-flush">
        {t('participants.title')}
      </h2>
      <p className="nv-flush">
        {t('participants.innovators', { count: d.innovators })} ·{' '}
        {t('participants.raters', { count: d.raters })} ·{' '}
        {t('participants.mentors', { count: d.mentors })}
      </p>
      {d.players.length > 0 ? <PlayersTable players={d.players} /> : null}
    </Card>
  );
}

/** A table wider than a phone scrolls inside its frame (inside the card), never the page. */
function PlayersTable({ players }: { players: InferOutput<typeof ParticipantsSchema>['players'] }) {
  const { t } = useTranslation();
  return (
    <TableFrame labelledBy="participants-caption" framed={false}>
      <table className="challenge-table">
        <caption id="participants-caption" className="nv-hint">
          {t('participants.caption')}
        </caption>
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
          {players.map((p) => (
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
    </TableFrame>
  );
}
