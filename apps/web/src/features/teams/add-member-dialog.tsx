/**
 * A manager's "Add member" dialog for one team (team-card.tsx loads it apart from the page):
 * a player by handle, and an optional title.
 */
import { ApiError } from '@nervus/api-client';
import { TEAM_TITLE_MAX, type Team } from '@nervus/contracts';
import {
  Button,
  Dialog,
  Form,
  SubmitButton,
  TextInput,
  useForm,
  useToast,
  useTranslation,
} from '@nervus/ui-kit';
import { usePutTeamMember } from './queries.js';
import '../../i18n/teams.en.js';

/** The server names the player `user` (the path's segment); the form calls it `handle`. */
async function asHandleErrors<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ApiError) {
      throw {
        message: error.message,
        errors: error.errors.map((e) => (e.field === 'user' ? { ...e, field: 'handle' } : e)),
      };
    }
    throw error;
  }
}

/** Adds a player by handle (and a title), in a dialog mounted while it is open. */
export function AddMemberDialog({
  platform,
  team,
  onClose,
}: {
  platform: string;
  team: Team;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const put = usePutTeamMember(platform, team.id);
  const title = t('teams.addMemberTo', { name: team.name });
  const form = useForm({
    initial: { handle: '', title: '' },
    fields: {
      handle: { label: t('teams.handle'), required: true },
      title: { label: t('teams.memberTitle') },
    },
    action: (values) => {
      const handle = values.handle.trim().replace(/^@/, '');
      return asHandleErrors(
        put.mutateAsync({ user: handle, ...(values.title.trim() ? { title: values.title } : {}) }),
      ).then(() => handle);
    },
    onSuccess: (handle) => {
      toast.show(t('teams.added', { handle }), 'success');
      onClose();
    },
  });
  return (
    <Dialog open title={title} onClose={onClose} actions={false}>
      <Form form={form} label={title}>
        <div className="nv-stack">
          <TextInput
            label={t('teams.handle')}
            hint={t('teams.handleHint')}
            name="handle"
            required
            autoComplete="off"
            maxLength={120}
            value={form.values.handle}
            onChange={(v) => form.set('handle', v)}
            error={form.errorOf('handle')}
          />
          <TextInput
            label={t('teams.memberTitle')}
            name="title"
            maxLength={TEAM_TITLE_MAX}
            value={form.values.title}
            onChange={(v) => form.set('title', v)}
            error={form.errorOf('title')}
          />
          <div className="nv-cluster">
            <SubmitButton form={form}>{t('teams.add')}</SubmitButton>
            <Button variant="secondary" onClick={onClose}>
              {t('teams.cancel')}
            </Button>
          </div>
        </div>
      </Form>
    </Dialog>
  );
}
