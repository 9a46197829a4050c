import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from './i18n.js';
import type { Role } from './tokens.js';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps {
  readonly tone?: BadgeTone;
  /** A decorative icon before the words. */
  readonly icon?: ReactNode;
  readonly children: ReactNode;
}

/**
 * A short label: a state (open, closed), a count or a category. Its colour is never the only
 * thing that says what it means: the words do.
 *
 * @example <Badge tone="success">Open</Badge>
 */
export function Badge({ tone = 'neutral', icon, children }: BadgeProps) {
  return (
    <span className="nv-badge" data-tone={tone === 'neutral' ? undefined : tone}>
      {icon && <span aria-hidden="true">{icon}</span>}
      {children}
    </span>
  );
}

export interface RoleBadgeProps {
  readonly playerRole: Role;
  /** Words in place of the role's name (e.g. "Catalyst · rank 3"). */
  readonly children?: ReactNode;
}

/**
 * A role's badge in the role's accent (`--nv-role-<role>`), named in the reader's language.
 *
 * @example <RoleBadge playerRole="mentor" />
 */
export function RoleBadge({ playerRole, children }: RoleBadgeProps) {
  const { t } = useTranslation('ui');
  return (
    <span className="nv-badge" data-role={playerRole}>
      {children ?? t(`component.role.${playerRole}`)}
    </span>
  );
}

export interface RankBadgeProps {
  /** The rank's colour (game-rules `RANK_COLORS`): each reads white text at 4.5:1 or more. */
  readonly color: string;
  readonly children: ReactNode;
}

/**
 * A rank's name on its rank colour, in white. The rank colours are dark: as text on the page
 * they failed contrast in the dark theme; as a background they read in both.
 *
 * @example <RankBadge color="#0f766e">Hypatia</RankBadge>
 */
export function RankBadge({ color, children }: RankBadgeProps) {
  return (
    <span className="nv-badge" data-rank="" style={{ '--nv-rank': color } as CSSProperties}>
      {children}
    </span>
  );
}
