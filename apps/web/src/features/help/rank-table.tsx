import {
  LADDER_ROLES,
  type LadderRole,
  RANK_LADDERS,
  RANK_TIERS,
  type RankDefinition,
  ROLE_TITLES,
} from '@nervus/game-rules';
import { useTranslation } from '@nervus/ui-kit';
import '../../i18n/help.en.js';
import { HelpTable } from './help-table.js';

type Translate = ReturnType<typeof useTranslation>['t'];

export interface RankTableProps {
  /** One role's ladder; every role's side by side without it. */
  readonly ladder?: LadderRole;
  readonly ladders?: Readonly<Record<LadderRole, readonly RankDefinition[]>>;
  readonly roles?: readonly LadderRole[];
  readonly tiers?: readonly string[];
}

/** Rows of rank, levels, tier and the rank's name on each ladder, from `RANK_LADDERS`. */
export function rankRows(
  t: Translate,
  { ladder, ladders = RANK_LADDERS, roles = LADDER_ROLES, tiers = RANK_TIERS }: RankTableProps = {},
): string[][] {
  const columns = ladder ? [ladder] : roles;
  const first = ladders[columns[0] ?? 'overall'];
  return first.map((rank, index) => [
    String(rank.rank_position),
    t('help.ranks.span', { start: rank.start_level, end: rank.end_level }),
    tiers[index] ?? '',
    ...columns.map((r) => ladders[r][index]?.label ?? ''),
  ]);
}

/** A rank ladder (one role) or every ladder, ten ranks of ten levels each. */
export function RankTable(props: RankTableProps) {
  const { t } = useTranslation();
  const roles = props.ladder ? [props.ladder] : (props.roles ?? LADDER_ROLES);
  return (
    <HelpTable
      caption={
        props.ladder
          ? t('help.ranks.captionOne', { role: ROLE_TITLES[props.ladder] })
          : t('help.ranks.caption')
      }
      head={[
        t('help.ranks.rank'),
        t('help.ranks.levels'),
        t('help.ranks.tier'),
        ...(props.ladder ? [t('help.ranks.label')] : roles.map((r) => ROLE_TITLES[r])),
      ]}
      rows={rankRows(t, props)}
      numeric={[0, 1]}
    />
  );
}
