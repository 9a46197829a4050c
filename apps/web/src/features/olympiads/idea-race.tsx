/** The Idea Race: the board of every role but the director's, of the host's current cycle. */
import { useTranslation } from '@nervus/ui-kit';
import { LeaderboardPage } from './leaderboard-page.js';
import '../../i18n/olympiads.en.js';

export function IdeaRace({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <LeaderboardPage
      board="idea-race"
      page={page}
      title={t('olympiads.board.idea-race')}
      lead={t('olympiads.ideaRace.lead')}
      onPage={onPage}
    />
  );
}
