/**
 * The catalyst's Top 3 picker: every idea without its author, a pick button on each; the Top 3
 * as shown (the catalyst's picks first, then the crowd's best). A new pick pushes out the third.
 */
import type { Challenge } from '@nervus/contracts';
import { Button, Card, IdeaCard, useToast, useTranslation } from '@nervus/ui-kit';
import { useSuspenseQueries } from '@tanstack/react-query';
import { Suspense } from 'react';
import { usePickTop3 } from './mutations.js';
import { catalystIdeasQueryOptions, top3QueryOptions } from './queries.js';
import '../../i18n/top3.en.js';

/**
 * Its heading shows at once; the lists wait inside their own boundary (the challenge page's
 * loader has them ready; the catalyst dashboard mounts the picker too).
 */
export function Top3Picker({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby="top3-title" className="nv-stack">
      <h2 id="top3-title" className="nv-flush">
        {t('top3.title')}
      </h2>
      <p className="nv-hint nv-flush">{t('top3.lead')}</p>
      <Suspense fallback={null}>
        <Top3Lists challengeId={challenge.id} />
      </Suspense>
    </Card>
  );
}

function Top3Lists({ challengeId }: { challengeId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  // Both at once: two suspending reads in a row would wait for each other.
  const [{ data: ideas }, { data: picker }] = useSuspenseQueries({
    queries: [catalystIdeasQueryOptions(challengeId), top3QueryOptions(challengeId)],
  });
  const pick = usePickTop3(challengeId);
  const titles = new Map(ideas.map((i) => [i.id, i.title]));
  return (
    <>
      {picker.top3.length > 0 ? (
        <ol aria-label={t('top3.current')} className="nv-flush">
          {picker.top3.map((slot) => (
            <li key={slot.idea_id}>
              <strong>{titles.get(slot.idea_id)}</strong>{' '}
              <span className="nv-hint">
                ({slot.source === 'catalyst' ? t('top3.picked') : t('top3.crowd')})
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {ideas.length === 0 ? <p className="nv-flush">{t('top3.none')}</p> : null}
      {ideas.length > 0 ? (
        <ul className="nv-grid" aria-label={t('top3.all')}>
          {ideas.map((idea) => {
            const picked = picker.picks.includes(idea.id);
            return (
              <IdeaCard
                key={idea.id}
                as="li"
                title={idea.title}
                author="hidden"
                body={idea.description}
                excerpt
                actions={
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={pick.isPending || picked}
                    onClick={() =>
                      pick.mutate(idea.id, {
                        onError: (error) => toast.show(error.message, 'danger'),
                      })
                    }
                  >
                    {picked ? t('top3.isPicked') : t('top3.pick', { title: idea.title })}
                  </Button>
                }
              />
            );
          })}
        </ul>
      ) : null}
    </>
  );
}
