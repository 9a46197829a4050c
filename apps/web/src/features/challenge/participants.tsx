/** Who plays a challenge: counts while it runs, each player's part once it is settled. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.js';

export function Participants({ challengeId }: { challengeId: string }) {
  const { t } = useTranslation();
  const who = useQuery({
    queryKey: ['challenge', challengeId, 'participants'],
    queryFn: async () => (await api.call('participants', { params: { id: challengeId } })).data,
  });
  if (!who.data) return null;
  const d = who.data;
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
