/**
 * The catalyst's Top 3 picker: every idea without its author, a pick button on each; the Top 3
 * as shown (the catalyst's picks first, then the crowd's best). A new pick pushes out the third.
 */
import type { Challenge } from '@nervus/contracts';
import { useToast } from '@nervus/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.js';

export function Top3Picker({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const key = ['challenge', challenge.id, 'top3'] as const;
  const ideas = useQuery({
    queryKey: [...key, 'ideas'],
    queryFn: async () => (await api.call('catalystIdeas', { params: { id: challenge.id } })).data,
  });
  const picker = useQuery({
    queryKey: key,
    queryFn: async () => (await api.call('catalystPicker', { params: { id: challenge.id } })).data,
  });
  const pick = useMutation({
    mutationFn: async (ideaId: string) =>
      api.call('pickTop3', { params: { id: challenge.id }, body: { idea_id: ideaId } }),
    onSuccess: async () => client.invalidateQueries({ queryKey: key }),
    onError: (error) => toast.show(error.message, 'danger'),
  });
  const titles = new Map((ideas.data ?? []).map((i) => [i.id, i.title]));
  return (
    <section aria-labelledby="top3-title">
      <h2 id="top3-title">{t('top3.title')}</h2>
      <p className="nv-hint">{t('top3.lead')}</p>
      <ol aria-label={t('top3.current')}>
        {(picker.data?.top3 ?? []).map((slot) => (
          <li key={slot.idea_id}>
            {titles.get(slot.idea_id)}{' '}
            <span className="nv-hint">
              ({slot.source === 'catalyst' ? t('top3.picked') : t('top3.crowd')})
            </span>
          </li>
        ))}
      </ol>
      {ideas.data && ideas.data.length === 0 ? <p>{t('top3.none')}</p> : null}
      <ul className="app-stack" aria-label={t('top3.all')}>
        {(ideas.data ?? []).map((idea) => (
          <li key={idea.id} className="app-card">
            <h3>{idea.title}</h3>
            <p>{idea.description}</p>
            <button
              type="button"
              className="nv-button"
              data-variant="secondary"
              disabled={pick.isPending || picker.data?.picks.includes(idea.id)}
              onClick={() => pick.mutate(idea.id)}
            >
              {picker.data?.picks.includes(idea.id)
                ? t('top3.isPicked')
                : t('top3.pick', { title: idea.title })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
