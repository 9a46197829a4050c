/**
 * The leaderboard's routes (`/olympiad/leaderboard/{race?}` and the same under a player's
 * platform): which board the address asks for, and how a tab or a page changes the address.
 */
import type { OlympiadBoard } from '@nervus/game-rules';
import { useTranslation } from '@nervus/ui-kit';
import { useNavigate } from '@tanstack/react-router';
import { type BoardAddress, isBoard } from './address.js';
import { LeaderboardPage } from './leaderboard-page.js';
import { ROLE_TABS } from './platform.js';
import { RaceBoardPage } from './race-board.js';
import '../../i18n/olympiads.en.js';

export interface LeaderboardRouteProps {
  readonly platformSlug?: string | undefined;
  readonly race?: string | undefined;
  readonly address: BoardAddress;
}

export function LeaderboardRoute({ platformSlug, race, address }: LeaderboardRouteProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const page = address.page ?? 0;
  const title = platformSlug
    ? t('olympiads.titleOf', { handle: platformSlug })
    : t('olympiads.title');
  // The address of a board: the leaderboard itself with its tab, or one race.
  const go = (to: { race?: string; tab?: BoardAddress['tab']; page?: number }) => {
    const search = {
      tab: to.tab === 'overall' ? undefined : to.tab,
      page: to.page ? to.page : undefined,
    };
    if (platformSlug) {
      return to.race
        ? navigate({
            to: '/$platformSlug/olympiad/leaderboard/$race',
            params: { platformSlug, race: to.race },
            search,
          })
        : navigate({ to: '/$platformSlug/olympiad/leaderboard', params: { platformSlug }, search });
    }
    return to.race
      ? navigate({ to: '/olympiad/leaderboard/$race', params: { race: to.race }, search })
      : navigate({ to: '/olympiad/leaderboard', search });
  };
  if (race && !isBoard(race)) {
    return (
      <RaceBoardPage
        platformSlug={platformSlug}
        race={race}
        page={page}
        title={title}
        onRace={(id) => go({ race: id })}
        onPage={(p) => go({ race, page: p })}
      />
    );
  }
  const board: OlympiadBoard = race && isBoard(race) ? race : (address.tab ?? 'overall');
  const tabbed = (ROLE_TABS as readonly string[]).includes(board);
  return (
    <LeaderboardPage
      platformSlug={platformSlug}
      board={board}
      page={page}
      title={tabbed ? title : t(`olympiads.board.${board}`)}
      tabs={tabbed ? ROLE_TABS : undefined}
      onBoard={(tab) => go({ tab })}
      onPage={(p) => go(race ? { race, page: p } : { tab: address.tab, page: p })}
    />
  );
}
