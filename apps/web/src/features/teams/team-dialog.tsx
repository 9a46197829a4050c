/** Creating a team or changing its name and description, in a dialog (managers only). */
import { TEAM_DESCRIPTION_MAX, TEAM_NAME_MAX, type Team } from '@nervus/contracts';
import {
  Button,
  Dialog,
  Form,
  SubmitButton,
  Textarea,
  TextInput,
  useForm,
  useToast,
  useTranslation,
} from '@nervus/ui-kit';
import { formAction } from '../../lib/form-action.js';
import { useCreateTeam, useUpdateTeam } from './queries.js';
import '../../i18n/teams.en.js';

/**
 * Mounted while it is open, so every opening starts from the team's saved values; unmounting
 * gives the focus back to the button that opened it (ui-kit Dialog).
 */
export function TeamDialog({
  platform,
  team,
  onClose,
}: {
  platform: string;
  /** The team to change; a new team when absent. */
  team?: Team;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const create = useCreateTeam(platform);
  const update = useUpdateTeam(platform, team?.id ?? '');
  const title = team ? t('teams.editTitle') : t('teams.createTitle');
  const form = useForm({
    initial: { name: team?.name ?? '', description: team?.description ?? '' },
    fields: {
      name: { label: t('teams.name'), required: true },
      description: { label: t('teams.description') },
    },
    action: (values) =>
      // An empty description is saved as none.
      formAction(team ? update.mutateAsync(values) : create.mutateAsync(values)),
    onSuccess: () => {
      toast.show(team ? t('teams.saved') : t('teams.created'), 'success');
      onClose();
    },
  });
  return (
    <Dialog open title={title} onClose={onClose} actions={false}>
      <Form form={form} label={title}>
        <div className="nv-stack">
          <TextInput
            label={t('teams.name')}
            name="name"
            required
            maxLength={TEAM_NAME_MAX}
            value={form.values.name}
            onChange={(v) => form.set('name', v)}
            error={form.errorOf('name')}
          />
          <Textarea
            label={t('teams.description')}
            name="description"
            rows={3}
            maxLength={TEAM_DESCRIPTION_MAX}
            value={form.values.description}
            onChange={(v) => form.set('description', v)}
            error={form.errorOf('description')}
          />
          <div className="nv-cluster">
            <SubmitButton form={form}>{team ? t('teams.save') : t('teams.create')}</SubmitButton>
            <Button variant="secondary" onClick={onClose}>
              {t('teams.cancel')}
            </Button>
          </div>
        </div>
      </Form>
    </Dialog>
  );
}
