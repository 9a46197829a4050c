import type { ReactNode } from 'react';
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
