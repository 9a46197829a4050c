/**
 * A settled challenge's Top 3 as a podium above its ranked ideas: its own module, loaded only
 * for revealed challenges (`loadIdeasTabParts`), so an open challenge's page carries none of it.
 * It shows what the ranked list below shows (the server has revealed the ideas and decides which
 * authors appear), nothing more.
 */
import type { Idea } from '@nervus/contracts';
import { Podium, useTranslation } from '@nervus/ui-kit';
import '../../i18n/challenge.en.js';

export function ResultsPodium({ ideas }: { ideas: readonly Idea[] }) {
  const { t } = useTranslation();
  const places = ideas
    .filter((idea) => idea.rank !== null && idea.rank <= 3)
    .map((idea) => ({
      key: idea.id,
      rank: idea.rank as number,
      title: idea.title,
      detail: [
        idea.author ? `@${idea.author.handle}` : null,
        idea.score !== null ? t('challenge.score', { score: idea.score }) : null,
      ]
        .filter(Boolean)
        .join(' · '),
    }));
  return <Podium label={t('challenge.podium')} places={places} />;
}
