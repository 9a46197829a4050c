/**
 * One team: its name, description and members. Managers edit, delete, add and remove; a member
 * may leave. The server decides who may do what; these controls only follow `can_manage`.
 */
import type { Team, TeamMember } from '@nervus/contracts';
import { Avatar, Button, Card, ConfirmDialog, useToast, useTranslation } from '@nervus/ui-kit';
import { Link } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { lazyPart } from '../../lib/lazy-part.js';
import { useRemoveTeamMember } from './queries.js';
import '../../i18n/teams.en.js';

/**
 * The managers' dialogs (their form, fields and writes) load apart from the page: a visitor or
 * member never needs them, and the teams page starts them for a manager once it shows
 * (`startManagerParts`), so a press opens them at once.
 */
export const AddMemberDialog = lazyPart(() =>
  import('./add-member-dialog.js').then((m) => m.AddMemberDialog),
);

function AddMember({ platform, team }: { platform: string; team: Team }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('teams.addMemberNamed', { name: team.name })}
        onClick={() => setOpen(true)}
      >
        {t('teams.addMember')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AddMemberDialog platform={platform} team={team} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

function MemberRow({
  platform,
  team,
  member,
  canManage,
  viewerId,
}: {
  platform: string;
  team: Team;
  member: TeamMember;
  canManage: boolean;
  viewerId: string | undefined;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useRemoveTeamMember(platform, team.id);
  const [leaving, setLeaving] = useState(false);
  const self = member.id === viewerId;
  const run = (success: string) =>
    remove.mutate(member.handle, {
      onSuccess: () => toast.show(success, 'success'),
      onError: (error) => toast.show(error.message, 'danger'),
    });
  return (
    <li className="app-team-member">
      <Avatar name={member.screen_name} src={member.avatar_url} size={40} />
      <span className="nv-grow nv-break">
        <Link to="/$platformSlug" params={{ platformSlug: member.screen_name }}>
          @{member.screen_name}
        </Link>
        {member.title ? <span className="nv-text-muted"> · {member.title}</span> : null}
      </span>
      {self ? (
        <>
          <Button
            variant="secondary"
            size="sm"
            loading={remove.isPending}
            aria-label={t('teams.leaveNamed', { name: team.name })}
            onClick={() => setLeaving(true)}
          >
            {t('teams.leave')}
          </Button>
          <ConfirmDialog
            open={leaving}
            title={t('teams.leaveTitle')}
            body={t('teams.leaveBody', { name: team.name })}
            onAnswer={(yes) => {
              setLeaving(false);
              if (yes) run(t('teams.left'));
            }}
          />
        </>
      ) : canManage ? (
        <Button
          variant="ghost"
          size="sm"
          loading={remove.isPending}
          aria-label={t('teams.removeNamed', { handle: member.screen_name, name: team.name })}
          onClick={() => run(t('teams.removed', { handle: member.screen_name }))}
        >
          {t('teams.remove')}
        </Button>
      ) : null}
    </li>
  );
}

export function TeamCard({
  platform,
  team,
  canManage,
  viewerId,
  onEdit,
  onDelete,
}: {
  platform: string;
  team: Team;
  canManage: boolean;
  viewerId: string | undefined;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const headingId = `team-${team.id}`;
  return (
    <Card as="section" aria-labelledby={headingId} className="nv-stack">
      <div className="app-team-head">
        <div className="nv-grow nv-break">
          <h3 id={headingId} className="nv-title-sm">
            {team.name}
          </h3>
          <p className="nv-text-muted nv-flush">
            {t('teams.memberCount', { count: team.members.length })}
          </p>
        </div>
        {canManage ? (
          <div className="nv-cluster">
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('teams.editNamed', { name: team.name })}
              onClick={onEdit}
            >
              {t('teams.edit')}
            </Button>
            <Button
              variant="danger"
              size="sm"
              aria-label={t('teams.deleteNamed', { name: team.name })}
              onClick={onDelete}
            >
              {t('teams.delete')}
            </Button>
          </div>
        ) : null}
      </div>
      {team.description ? <p className="nv-prewrap nv-break nv-flush">{team.description}</p> : null}
      {team.members.length > 0 ? (
        <ul className="nv-list-plain nv-stack" aria-label={t('teams.members', { name: team.name })}>
          {team.members.map((member) => (
            <MemberRow
              key={member.id}
              platform={platform}
              team={team}
              member={member}
              canManage={canManage}
              viewerId={viewerId}
            />
          ))}
        </ul>
      ) : (
        <p className="nv-text-muted nv-flush">{t('teams.noMembers')}</p>
      )}
      {canManage ? <AddMember platform={platform} team={team} /> : null}
    </Card>
  );
}
