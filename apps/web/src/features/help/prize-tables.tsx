import {
  BOARD_TITLES,
  CHALLENGE_PRIZE_SHARES,
  DEFAULT_TOURNAMENT_CADENCE,
  ENTRY_FEE_SPLIT,
  IDEA_RACE_ROLES,
  LADDER_ROLES,
  OLYMPIAD_BOARDS,
  type OlympiadBoard,
  ROLE_BOARDS,
  ROLE_TITLES,
  TOURNAMENT_CADENCES,
} from '@nervus/game-rules';
import { useTranslation } from '@nervus/ui-kit';
import '../../i18n/help.en.js';
import { HelpTable } from './help-table.js';

const percent = (share: number) => `${share}%`;

/** Where an entry fee goes (`ENTRY_FEE_SPLIT`): owner, prize pool, platform. */
export function EntryFeeTable({
  split = ENTRY_FEE_SPLIT,
}: {
  split?: { readonly owner: number; readonly prizePool: number; readonly platform: number };
}) {
  const { t } = useTranslation();
  return (
    <HelpTable
      caption={t('help.entryFee.caption')}
      head={[t('help.entryFee.part'), t('help.entryFee.share')]}
      rows={(['owner', 'prizePool', 'platform'] as const).map((part) => [
        t(`help.entryFee.${part}`),
        percent(split[part]),
      ])}
      numeric={[1]}
    />
  );
}

/** The challenge prize's shares by place (`CHALLENGE_PRIZE_SHARES`). */
export function ChallengePrizeTable({
  shares = CHALLENGE_PRIZE_SHARES,
}: {
  shares?: readonly number[];
}) {
  const { t } = useTranslation();
  return (
    <HelpTable
      caption={t('help.challengePrize.caption')}
      head={[t('help.challengePrize.place'), t('help.challengePrize.share')]}
      rows={shares.map((share, i) => [`#${i + 1}`, percent(share)])}
      numeric={[0, 1]}
    />
  );
}

/** How tournaments renew (`TOURNAMENT_CADENCES`, the default marked). */
export function CycleTable({
  cadences = TOURNAMENT_CADENCES,
  defaultCadence = DEFAULT_TOURNAMENT_CADENCE,
}: {
  cadences?: readonly string[];
  defaultCadence?: string;
}) {
  const { t } = useTranslation();
  return (
    <HelpTable
      caption={t('help.cycles.caption')}
      head={[t('help.cycles.cadence'), t('help.cycles.runs')]}
      rows={cadences.map((cadence) => [
        cadence === defaultCadence
          ? `${t(`help.cycles.${cadence}`)} (${t('help.cycles.default')})`
          : t(`help.cycles.${cadence}`),
        t(`help.cycles.${cadence}Runs`),
      ])}
    />
  );
}

/** Each tournament board and the roles whose neurons count on it (the Idea Race leaves directors out). */
export function BoardsTable({
  boards = OLYMPIAD_BOARDS,
  ideaRaceRoles = IDEA_RACE_ROLES,
}: {
  boards?: readonly OlympiadBoard[];
  ideaRaceRoles?: readonly string[];
}) {
  const { t } = useTranslation();
  const awardRoles = LADDER_ROLES.filter((r) => r !== 'overall');
  const rolesOf = (board: OlympiadBoard): string[] => {
    if (board === 'overall') return awardRoles.map((r) => ROLE_TITLES[r]);
    if (board === 'idea-race')
      return awardRoles.filter((r) => ideaRaceRoles.includes(r)).map((r) => ROLE_TITLES[r]);
    return awardRoles
      .filter((r) => ROLE_BOARDS[r as keyof typeof ROLE_BOARDS] === board)
      .map((r) => ROLE_TITLES[r]);
  };
  return (
    <HelpTable
      caption={t('help.boards.caption')}
      head={[t('help.boards.board'), t('help.boards.roles')]}
      rows={boards.map((board) => [BOARD_TITLES[board], rolesOf(board).join(', ')])}
    />
  );
}
