import { Card, Form, SubmitButton, TextInput, useForm, useTranslation } from '@nervus/ui-kit';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { Authorize, authorizationRequest } from '../features/session/authorize.js';
import { afterSignIn } from '../features/session/continue.js';

/**
 * With an OAuth 2.0 authorization request (`response_type`, `client_id`), the page where the
 * user lets an application sign in (RFC 8414's authorization endpoint); otherwise connecting an
 * outside account, whose address must carry a code.
 */
function Connect() {
  // Read as sent: the router's search parser would turn a numeric state into a number.
  const request = authorizationRequest(window.location.search);
  return request ? <Authorize request={request} /> : <ConnectCode />;
}

function ConnectCode() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const navigate = useNavigate();
  const form = useForm({
    initial: { code: search.code ?? '' },
    fields: { code: { label: t('auth.code'), required: true } },
    validate: (values) => (values.code.trim() === '' ? { code: [t('auth.codeRequired')] } : {}),
    action: async () => ({}),
    onSuccess: () => afterSignIn(navigate, search.continue),
  });
  return (
    <Card padding="lg" className="nv-stack">
      <h1 className="nv-flush">{t('auth.connectTitle')}</h1>
      {search.code ? null : (
        <p role="alert" className="nv-error">
          {t('auth.codeRequired')}
        </p>
      )}
      <Form form={form} label={t('auth.connectTitle')}>
        <TextInput
          label={t('auth.code')}
          name="code"
          required
          value={form.values.code}
          onChange={(value) => form.set('code', value)}
          error={form.errorOf('code')}
        />
        <SubmitButton form={form}>{t('auth.connect')}</SubmitButton>
      </Form>
    </Card>
  );
}

export const Route = createFileRoute('/accounts/connect')({
  staticData: { name: 'accounts.connect', layout: 'auth' },
  validateSearch: v.object({
    code: v.optional(v.string()),
    continue: v.optional(v.string()),
    platform: v.optional(v.string()),
  }),
  component: Connect,
});
