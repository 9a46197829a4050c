import type { CSSProperties, ReactNode } from 'react';
import type { Role } from './tokens.js';

export interface StatTileProps {
  readonly label: string;
  readonly value: ReactNode;
  /** A decorative icon before the label. */
  readonly icon?: ReactNode;
  /** A line under the value (a change, a rank, a date). */
  readonly hint?: ReactNode;
  /** Colours the icon with a role's accent instead of the brand. */
  readonly playerRole?: Role;
}

/**
 * One number with its name: neurons, Nerve Score, ideas, prize.
 *
 * @example <StatTile label="Neurons" value="1,250" icon={<Zap />} hint="+40 this week" />
 */
export function StatTile({ label, value, icon, hint, playerRole }: StatTileProps) {
  const style = playerRole
    ? ({ '--nv-stat-accent': `var(--nv-role-${playerRole})` } as CSSProperties)
    : undefined;
  return (
    <div className="nv-stat" style={style}>
      <span className="nv-stat-label">
        {icon && <span aria-hidden="true">{icon}</span>}
        {label}
      </span>
      <span className="nv-stat-value">{value}</span>
      {hint && <span className="nv-stat-hint">{hint}</span>}
    </div>
  );
}
