import {
  Card,
  Form,
  SubmitButton,
  Textarea,
  TextInput,
  useForm,
  useTranslation,
} from '@nervus/ui-kit';
import { useRouterState } from '@tanstack/react-router';
import { formAction } from '../../lib/form-action.js';
import { useMe } from '../session/queries.js';
import { sendFeedback } from './queries.js';
import '../../i18n/feedback.en.js';

export function SendFeedback({
  about,
  feedback,
}: {
  about?: string | undefined;
  feedback?: string | undefined;
}) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const path = useRouterState({ select: (s) => s.location.href });
  const notFound = about === 'Page not found';
  const form = useForm({
    initial: { about: about ?? '', feedback: notFound ? '' : (feedback ?? ''), email: '' },
    fields: {
      about: { label: t('feedback.about'), required: true },
      feedback: { label: t('feedback.feedback'), required: true },
    },
    once: true,
    action: (values) =>
      formAction(
        sendFeedback({
          about: values.about,
          feedback: notFound && feedback ? `${values.feedback}\n\n(${feedback})` : values.feedback,
          page: notFound && feedback ? feedback : path,
          ...(me ? {} : { email: values.email }),
        }),
      ),
  });
  return (
    <section aria-labelledby="page-title" className="nv-stack">
      <div>
        <h1 id="page-title" className="nv-flush">
          {t('feedback.title')}
        </h1>
        <p className="nv-flush nv-text-muted">{t('feedback.lead')}</p>
      </div>
      {notFound ? (
        <p role="alert" className="nv-alert">
          {t('feedback.pageNotFound', { path: feedback ?? '' })}
        </p>
      ) : null}
      {form.state === 'success' ? (
        <p role="status" className="nv-alert" data-tone="success">
          {t('feedback.sent')}
        </p>
      ) : (
        <Card padding="lg">
          <Form form={form} label={t('feedback.title')}>
            <TextInput
              label={t('feedback.about')}
              name="about"
              required
              value={form.values.about}
              onChange={(v) => form.set('about', v)}
              error={form.errorOf('about')}
            />
            <Textarea
              label={t('feedback.feedback')}
              name="feedback"
              maxLength={5000}
              required
              value={form.values.feedback}
              onChange={(v) => form.set('feedback', v)}
              error={form.errorOf('feedback')}
            />
            {me ? null : (
              <TextInput
                label={t('feedback.email')}
                name="email"
                type="email"
                autoComplete="email"
                value={form.values.email}
                onChange={(v) => form.set('email', v)}
                error={form.errorOf('email')}
              />
            )}
            <SubmitButton form={form}>{t('feedback.send')}</SubmitButton>
          </Form>
        </Card>
      )}
    </section>
  );
}
