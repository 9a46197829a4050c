import { type DiscussionMessage, REPORT_REASONS, type ReportReason } from '@nervus/contracts';
import {
  Button,
  Dialog,
  Form,
  Select,
  SubmitButton,
  Textarea,
  useForm,
  useToast,
  useTranslation,
} from '@nervus/ui-kit';
import { formAction } from '../../lib/form-action.js';
import { reportMessage } from './queries.js';
import '../../i18n/discussions.en.js';

/** Reports someone else's message to the moderators, with a reason. */
export function ReportDialog({
  message,
  open,
  onClose,
}: {
  message: DiscussionMessage;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useForm({
    initial: { reason: null as string | null, feedback: '' },
    fields: {
      reason: { label: t('discussions.reason'), required: true },
      feedback: { label: t('discussions.feedback') },
    },
    action: (values) =>
      formAction(reportMessage(message.id, values.reason as ReportReason, values.feedback)),
    onSuccess: () => {
      toast.show(t('discussions.reported'), 'success');
      onClose();
    },
  });
  return (
    <Dialog open={open} title={t('discussions.reportTitle')} onClose={onClose} actions={false}>
      <Form form={form} label={t('discussions.reportTitle')}>
        <Select
          label={t('discussions.reason')}
          name="reason"
          required
          value={form.values.reason}
          options={REPORT_REASONS.map((reason) => ({
            value: reason,
            label: t(`discussions.reasons.${reason}`),
          }))}
          onChange={(value) => form.set('reason', value)}
          error={form.errorOf('reason')}
        />
        <Textarea
          label={t('discussions.feedback')}
          name="feedback"
          maxLength={1000}
          value={form.values.feedback}
          onChange={(v) => form.set('feedback', v)}
          error={form.errorOf('feedback')}
        />
        <div className="nv-cluster">
          <SubmitButton form={form}>{t('discussions.sendReport')}</SubmitButton>
          <Button variant="secondary" onClick={onClose}>
            {t('discussions.cancel')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
