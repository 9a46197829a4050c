/**
 * A platform's teams (`/{platformSlug}/teams`, decision 0016): the player's profile block, the
 * platform's staff by role, then one card per team. Managers (`can_manage`) create, edit and
 * delete teams and add or remove members; a member may leave.
 */
import type { Team, TeamPerson } from '@nervus/contracts';
import {
  Avatar,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  Skeleton,
  SkeletonGroup,
  useToast,
  useTranslation,
} from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../../lib/lazy-part.js';
import { useMe } from '../session/queries.js';
import { ProfileFrame } from '../user/profile-frame.js';
import { platformTeamsQueryOptions, useDeleteTeam } from './queries.js';
import { AddMemberDialog, TeamCard } from './team-card.js';
import './teams.css';
import '../../i18n/teams.en.js';

const ROLES = ['owner', 'ambassador', 'staff'] as const;

// The create and edit dialog (its form and writes) loads apart from the page, for managers only.
const TeamDialog = lazyPart(() => import('./team-dialog.js').then((m) => m.TeamDialog));

/** A manager's dialogs, started once the page shows: a press then opens them at once. */
function startManagerParts(): void {
  for (const part of [TeamDialog, AddMemberDialog])
    part.load().catch(() => {
      // Tried again when a dialog opens, which shows the failure then.
    });
}

function PersonCard({ person }: { person: TeamPerson }) {
  return (
    <Card as="li" className="app-team-person">
      <Avatar name={person.screen_name} src={person.avatar_url} size={40} />
      <Link
        className="nv-grow nv-break"
        to="/$platformSlug"
        params={{ platformSlug: person.screen_name }}
      >
        @{person.screen_name}
      </Link>
    </Card>
  );
}

function Staff({ staff }: { staff: Record<(typeof ROLES)[number], TeamPerson[]> }) {
  const { t } = useTranslation();
  const roles = ROLES.filter((role) => staff[role].length > 0);
  return (
    <section aria-labelledby="teams-staff" className="nv-stack">
      <h2 id="teams-staff" className="nv-flush">
        {t('teams.staff')}
      </h2>
      {roles.length === 0 ? <p className="nv-text-muted">{t('teams.noStaff')}</p> : null}
      {roles.map((role) => (
        <div key={role} className="nv-stack" data-gap="sm">
          <h3 id={`teams-staff-${role}`} className="nv-title-sm">
            {t(`teams.roles.${role}`)}
          </h3>
          <ul className="nv-grid" aria-labelledby={`teams-staff-${role}`}>
            {staff[role].map((person) => (
              <PersonCard key={person.id} person={person} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

type Editing = { readonly team?: Team } | null;

export function TeamsPage({ platformSlug }: { platformSlug: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  // The parent route's loader has found the player; this route's loader read the teams.
  const { data } = useSuspenseQuery(platformTeamsQueryOptions(platformSlug));
  const { data: me } = useMe();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Team | null>(null);
  const remove = useDeleteTeam(platformSlug);
  const canManage = data.can_manage;
  useEffect(() => {
    if (canManage) startManagerParts();
  }, [canManage]);
  return (
    <ProfileFrame handle={platformSlug}>
      <Staff staff={data.staff} />
      <section aria-labelledby="teams-list" className="nv-stack">
        <div className="app-team-head">
          <h2 id="teams-list" className="nv-grow nv-flush">
            {t('teams.title')}
          </h2>
          {canManage ? <Button onClick={() => setEditing({})}>{t('teams.create')}</Button> : null}
        </div>
        {data.teams.length === 0 ? (
          <Card>
            <EmptyState title={t('teams.none')} level={3}>
              {canManage ? t('teams.noneManager') : t('teams.noneText')}
            </EmptyState>
          </Card>
        ) : (
          data.teams.map((team) => (
            <TeamCard
              key={team.id}
              platform={platformSlug}
              team={team}
              canManage={canManage}
              viewerId={me?.user.id}
              onEdit={() => setEditing({ team })}
              onDelete={() => setDeleting(team)}
            />
          ))
        )}
      </section>
      {editing ? (
        <Suspense fallback={null}>
          <TeamDialog
            platform={platformSlug}
            {...(editing.team ? { team: editing.team } : {})}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('teams.deleteTitle')}
        body={t('teams.deleteBody', { name: deleting?.name ?? '' })}
        onAnswer={(yes) => {
          const team = deleting;
          setDeleting(null);
          if (yes && team)
            remove.mutate(team.id, {
              onSuccess: () => toast.show(t('teams.deleted'), 'success'),
              onError: (error) => toast.show(error.message, 'danger'),
            });
        }}
      />
    </ProfileFrame>
  );
}

/** What the page shows while its teams load. */
export function TeamsSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonGroup label={t('teams.loading')}>
      <div className="nv-stack" data-gap="lg">
        <Card>
          <Skeleton lines={2} />
        </Card>
        <Card>
          <Skeleton lines={4} />
        </Card>
      </div>
    </SkeletonGroup>
  );
}
