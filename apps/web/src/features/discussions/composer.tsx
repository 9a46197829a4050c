import { DISCUSSION_BODY_MAX, type DiscussionMessage } from '@nervus/contracts';
import { Button, Form, SubmitButton, Textarea, useForm, useTranslation } from '@nervus/ui-kit';
import { formAction } from '../../lib/form-action.js';
import { type DiscussionRef, editMessage, postMessage, useDiscussionRefresh } from './queries.js';
import '../../i18n/discussions.en.js';

/** A new message, or with `parentId` a reply to one. */
export function MessageForm({
  discussion,
  parentId,
  label,
  submitLabel,
  onDone,
  onCancel,
}: {
  discussion: DiscussionRef;
  parentId?: string;
  label: string;
  submitLabel: string;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const refresh = useDiscussionRefresh(discussion);
  const form = useForm({
    initial: { body: '' },
    fields: { body: { label, required: true } },
    action: (values) => formAction(postMessage(discussion, values.body, parentId)),
    onSuccess: () => {
      form.set('body', '');
      void refresh();
      onDone?.();
    },
  });
  return (
    <Form form={form} label={label}>
      <Textarea
        label={label}
        name="body"
        required
        rows={parentId ? 3 : 5}
        maxLength={DISCUSSION_BODY_MAX}
        value={form.values.body}
        onChange={(v) => form.set('body', v)}
        error={form.errorOf('body')}
      />
      <p className="nv-hint">{t('discussions.markdownHint')}</p>
      <div className="nv-cluster">
        <SubmitButton form={form} busyLabel={t('discussions.posting')}>
          {submitLabel}
        </SubmitButton>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('discussions.cancel')}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

/** The author's edit, while the message is still editable. */
export function EditForm({
  discussion,
  message,
  onDone,
}: {
  discussion: DiscussionRef;
  message: DiscussionMessage;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const refresh = useDiscussionRefresh(discussion);
  const form = useForm({
    initial: { body: message.body },
    fields: { body: { label: t('discussions.editLabel'), required: true } },
    action: (values) => formAction(editMessage(discussion, message.id, values.body)),
    onSuccess: () => {
      void refresh();
      onDone();
    },
  });
  return (
    <Form form={form} label={t('discussions.editLabel')}>
      <Textarea
        label={t('discussions.editLabel')}
        name="body"
        required
        rows={5}
        maxLength={DISCUSSION_BODY_MAX}
        value={form.values.body}
        onChange={(v) => form.set('body', v)}
        error={form.errorOf('body')}
      />
      <div className="nv-cluster">
        <SubmitButton form={form}>{t('discussions.save')}</SubmitButton>
        <Button variant="secondary" onClick={onDone}>
          {t('discussions.cancel')}
        </Button>
      </div>
    </Form>
  );
}
