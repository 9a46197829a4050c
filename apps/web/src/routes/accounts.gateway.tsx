import { Card, Form, SubmitButton, TextInput, useForm, useTranslation } from '@nervus/ui-kit';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { afterSignIn } from '../features/session/continue.js';
import { useSignIn } from '../features/session/sign-in.js';
import { formAction } from '../lib/form-action.js';

export const AccountsSearch = v.object({
  continue: v.optional(v.string()),
  platform: v.optional(v.string()),
  scout_id: v.optional(v.string()),
});

function Gateway() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useForm({
    initial: { username: '', password: '' },
    fields: {
      username: { label: t('auth.username'), required: true },
      password: { label: t('auth.password'), required: true },
    },
    // The token endpoint answers field-less errors: they show on top of the form.
    action: (values) => formAction(signIn.mutateAsync(values)),
    onSuccess: () => afterSignIn(navigate, search.continue),
  });
  return (
    <Card padding="lg" className="nv-stack">
      <h1 className="nv-flush">{t('auth.signInTitle')}</h1>
      <Form form={form} label={t('auth.signInTitle')}>
        <TextInput
          label={t('auth.username')}
          name="username"
          autoComplete="username"
          required
          value={form.values.username}
          onChange={(value) => form.set('username', value)}
          error={form.errorOf('username')}
        />
        <TextInput
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={form.values.password}
          onChange={(value) => form.set('password', value)}
          error={form.errorOf('password')}
        />
        <SubmitButton form={form}>{t('auth.signIn')}</SubmitButton>
      </Form>
      <p className="nv-flush nv-text-muted">
        {t('auth.noAccount')}{' '}
        <Link to="/accounts/signup" search={search}>
          {t('auth.createOne')}
        </Link>
      </p>
    </Card>
  );
}

export const Route = createFileRoute('/accounts/gateway')({
  staticData: { name: 'accounts.gateway', layout: 'auth' },
  validateSearch: AccountsSearch,
  component: Gateway,
});
