/**
 * The dashboards' header pieces, composed from the ui-kit: a page's header in its role's accent
 * (RoleBadge, title, lead, actions, StatTiles), a link that looks like a Button, and icons drawn
 * by `dashboards.css`. Sections, item cards and tables are `dash-parts.tsx` (the lists need none
 * of them). No words of their own: each page passes its own.
 */
import { type Role, RoleBadge, StatTile } from '@nervus/ui-kit';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode, Ref } from 'react';
import './dashboards.css';

/** The icons `dashboards.css` draws (lucide's, as masks in the text's colour). */
export type DashIconName =
  | 'ideas'
  | 'trophy'
  | 'inbox'
  | 'star'
  | 'drafts'
  | 'mentoring'
  | 'clock'
  | 'flag'
  | 'users'
  | 'rocket'
  | 'award';

/** A decorative icon. */
export function DashIcon({ name }: { name: DashIconName }) {
  return <span className="dash-icon" data-icon={name} aria-hidden="true" />;
}

export interface DashStat {
  readonly label: string;
  readonly value: ReactNode;
  readonly icon?: DashIconName;
  readonly hint?: ReactNode;
}

/** The counts of a page as StatTiles, in the role's accent. */
export function DashStats({
  stats,
  playerRole: role,
}: {
  stats: readonly DashStat[];
  playerRole?: Role | undefined;
}) {
  return (
    <div className="nv-stat-grid dash-stats">
      {stats.map((s) => (
        <StatTile
          key={s.label}
          label={s.label}
          value={s.value}
          hint={s.hint}
          icon={s.icon ? <DashIcon name={s.icon} /> : undefined}
          {...(role ? { playerRole: role } : {})}
        />
      ))}
    </div>
  );
}

export interface DashHeaderProps {
  readonly playerRole?: Role | undefined;
  /** A line above the title (what kind of page this is). */
  readonly kicker?: ReactNode;
  readonly title: ReactNode;
  readonly lead?: ReactNode;
  /** Buttons and links at the title's end (a primary action, the public page). */
  readonly actions?: ReactNode;
  readonly stats?: readonly DashStat[] | undefined;
  /** What goes under the counts (a page's own tabs). */
  readonly children?: ReactNode;
  /** The title, for a page that moves the keyboard to it (it takes focus, not tabs). */
  readonly titleRef?: Ref<HTMLHeadingElement> | undefined;
}

/** A dashboard page's header; its title is the page's `h1#page-title`. */
export function DashHeader({
  playerRole: role,
  kicker,
  title,
  lead,
  actions,
  stats,
  children,
  titleRef,
}: DashHeaderProps) {
  return (
    <header className="dash-header" data-role={role}>
      <div className="dash-header-top">
        <div className="dash-header-titles">
          {role || kicker ? (
            <p className="dash-kicker">
              {role ? <RoleBadge playerRole={role} /> : null}
              {kicker ? <span>{kicker}</span> : null}
            </p>
          ) : null}
          <h1 id="page-title" ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
            {title}
          </h1>
          {lead ? <p className="dash-lead">{lead}</p> : null}
        </div>
        {actions ? <div className="dash-actions">{actions}</div> : null}
      </div>
      {stats && stats.length > 0 ? <DashStats stats={stats} playerRole={role} /> : null}
      {children}
    </header>
  );
}

/**
 * A link that looks like a button: the ui-kit's Button look for a link, as its docs say
 * (`className="nv-button"` with `data-variant`), so that it stays a link (new tab, history).
 */
export function LinkButton({
  variant = 'primary',
  size,
  ...link
}: LinkProps & {
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'sm';
  'aria-label'?: string;
}) {
  return (
    <Link
      {...link}
      className="nv-button"
      data-variant={variant === 'primary' ? undefined : variant}
      data-size={size}
    />
  );
}
