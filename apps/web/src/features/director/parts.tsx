import { ApiError } from '@nervus/api-client';
/**
 * The director dashboard's frame and shared parts: its tabs (the dashboards' frame in the
 * director's accent), the director-dashboard flag's gate, the tournament this dashboard runs
 * (the base olympiad of the platform in the address) and the allocations table.
 */
import type { Allocation, BaseOlympiad } from '@nervus/contracts';
import { ALLOCATION_STATE_LABELS, type AllocationState, formatCents } from '@nervus/game-rules';
import {
  Badge,
  type BadgeTone,
  Card,
  EmptyState,
  Select,
  TableFrame,
  useTranslation,
} from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, Outlet, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { under } from '../../lib/dashboard-path.js';
import { flagsQueryOptions, useMe } from '../session/queries.js';
import { directedBasesQueryOptions } from './queries.js';
import '../../i18n/director.en.js';
import '../dashboards/dashboards.css';
import './director.css';

export const DIRECTOR_FLAG = 'director-dashboard';

const TABS = [
  ['director/getting-started', 'director.tabs.gettingStarted'],
  ['director/current-olympiad', 'director.tabs.current'],
  ['director/past-olympiad', 'director.tabs.past'],
  ['director/scout-race', 'director.tabs.scoutRace'],
  ['director/funding', 'director.tabs.funding'],
  ['director/administration', 'director.tabs.administration'],
] as const;

export function usePlatformSlug(): string {
  return (useParams({ strict: false }) as { platformSlug: string }).platformSlug;
}

/** The director section: its tabs, then the page; closed while the flag is off. */
export function DirectorSection() {
  const { t } = useTranslation();
  const platformSlug = usePlatformSlug();
  const { data: flags } = useSuspenseQuery(flagsQueryOptions());
  if (!flags[DIRECTOR_FLAG]?.enabled)
    return (
      <Card>
        <EmptyState title={t('director.flagOff')}>{t('director.flagOffHint')}</EmptyState>
      </Card>
    );
  return (
    <div className="dash-role" data-role="director">
      <nav aria-label={t('director.nav')} className="dash-tabs">
        <ul>
          {TABS.map(([path, label]) => (
            <li key={path}>
              <Link
                to={under(path)}
                params={{ platformSlug }}
                // The tournament chosen stays chosen from tab to tab.
                search={(previous: Record<string, unknown>) => previous}
                activeProps={{ 'aria-current': 'page' }}
              >
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <TournamentPicker />
      <Outlet />
    </div>
  );
}

/** A player who runs several tournaments picks one (kept in the address as `?tournament=`). */
function TournamentPicker() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(directedBasesQueryOptions());
  const chosen = useDirectedBase();
  if (data.length < 2 || !chosen) return null;
  return (
    <div className="dir-row">
      <Select
        label={t('director.tournament')}
        name="tournament"
        value={chosen.platform.slug}
        onChange={(slug) =>
          void navigate({
            to: '.',
            search: (previous: Record<string, unknown>) => ({ ...previous, tournament: slug }),
          } as never)
        }
        options={data.map((b) => ({ value: b.platform.slug, label: b.name }))}
      />
    </div>
  );
}

/** A page of the section: its title, then its parts. */
export function DirectorPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="nv-stack" data-gap="lg">
      <h1 id="page-title" className="nv-flush">
        {title}
      </h1>
      {children}
    </section>
  );
}

/**
 * The tournament the dashboard runs: the one named by `?tournament=` (its platform's slug)
 * among those the viewer runs, else the first (their own platform's); null when they run none.
 */
export function useDirectedBase() {
  const { data } = useSuspenseQuery(directedBasesQueryOptions());
  const { tournament } = useSearch({ strict: false }) as { tournament?: string };
  return data.find((b) => b.platform.slug === tournament) ?? data[0] ?? null;
}

/**
 * Whether the viewer owns the tournament (its director) or is a global admin: the close, the
 * payout and naming admins are theirs; the tournament's admins see the rest.
 */
export function useOwnsTournament(base: Pick<BaseOlympiad, 'director'> | null): boolean {
  const { data: me } = useMe();
  if (!me || !base) return false;
  return me.admin_roles.global_admin || base.director?.id === me.user.id;
}

/** The slug of the running tournament's platform (its calls' `{platform}`). */
export function useTournamentSlug(): string {
  return useDirectedBase()?.platform.slug ?? usePlatformSlug();
}

export function NotDirector() {
  const { t } = useTranslation();
  return (
    <Card>
      <EmptyState
        title={t('director.notDirector')}
        action={
          <Link to="/challenges/create" className="nv-button">
            {t('director.create')}
          </Link>
        }
      >
        {t('director.notDirectorHint')}
      </EmptyState>
    </Card>
  );
}

/** What a refused write says about one field (the server's 422), else its message. */
export function fieldError(failure: Error, field: string): string {
  if (failure instanceof ApiError)
    return failure.errors.find((e) => e.field === field)?.error ?? failure.message;
  return failure.message;
}

/** A date as the pages write it: the day, in UTC (the tournament's own zone is on the page). */
export const day = (iso: string) => iso.slice(0, 10);

const STATE_TONES: Record<AllocationState, BadgeTone> = {
  allocated: 'info',
  paid: 'success',
  not_eligible: 'neutral',
  no_wallet: 'warning',
  divergent: 'danger',
  no_payment: 'neutral',
};

export function StateBadge({ state }: { state: AllocationState }) {
  return <Badge tone={STATE_TONES[state]}>{ALLOCATION_STATE_LABELS[state]}</Badge>;
}

/** An olympiad's allocations: race, rank, player, neurons, amount and payout state. */
export function AllocationsTable({
  allocations,
  labelledBy,
}: {
  allocations: readonly Allocation[];
  labelledBy: string;
}) {
  const { t } = useTranslation();
  if (allocations.length === 0)
    return (
      <Card>
        <EmptyState title={t('director.noAllocations')} level={3} />
      </Card>
    );
  return (
    <TableFrame labelledBy={labelledBy}>
      <table className="dir-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t('director.race')}</th>
            <th scope="col" data-column="number">
              {t('director.rank')}
            </th>
            <th scope="col">{t('director.player')}</th>
            <th scope="col" data-column="number">
              {t('director.neurons')}
            </th>
            <th scope="col" data-column="number">
              {t('director.amount')}
            </th>
            <th scope="col">{t('director.state')}</th>
          </tr>
        </thead>
        <tbody>
          {allocations.map((a) => (
            <tr key={a.id}>
              <td>{a.race.name}</td>
              <td data-column="number">{a.rank}</td>
              <td>
                <Link to="/$platformSlug" params={{ platformSlug: a.user.handle }}>
                  @{a.user.handle}
                </Link>
              </td>
              <td data-column="number">{a.neurons.toFixed(3)}</td>
              <td data-column="number">{formatCents(a.cents)}</td>
              <td>
                <StateBadge state={a.state} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
