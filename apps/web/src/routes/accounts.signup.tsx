import { rememberScout } from '@nervus/api-client';
import { Card, Form, SubmitButton, TextInput, useForm, useTranslation } from '@nervus/ui-kit';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { afterSignIn } from '../features/session/continue.js';
import { useSignUp } from '../features/session/sign-in.js';
import { formAction } from '../lib/form-action.js';
import { AccountsSearch } from './accounts.gateway.js';

function Signup() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const navigate = useNavigate();
  const signUp = useSignUp();
  useEffect(() => {
    if (search.scout_id) rememberScout(search.scout_id);
  }, [search.scout_id]);
  const form = useForm({
    initial: { email: '', screen_name: '', password: '', first_name: '', last_name: '' },
    fields: {
      email: { label: t('auth.email'), required: true },
      screen_name: { label: t('auth.screenName'), required: true },
      password: { label: t('auth.password'), required: true },
    },
    once: true,
    action: (values) => formAction(signUp.mutateAsync(values)),
    onSuccess: () => afterSignIn(navigate, search.continue),
  });
  return (
    <Card padding="lg" className="nv-stack">
      <h1 className="nv-flush">{t('auth.signUpTitle')}</h1>
      <Form form={form} label={t('auth.signUpTitle')}>
        <TextInput
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={form.values.email}
          onChange={(value) => form.set('email', value)}
          error={form.errorOf('email')}
        />
        <TextInput
          label={t('auth.screenName')}
          name="screen_name"
          autoComplete="username"
          hint={t('auth.screenNameHint')}
          required
          value={form.values.screen_name}
          onChange={(value) => form.set('screen_name', value)}
          error={form.errorOf('screen_name')}
        />
        <TextInput
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          hint={t('auth.passwordHint')}
          required
          value={form.values.password}
          onChange={(value) => form.set('password', value)}
          error={form.errorOf('password')}
        />
        <TextInput
          label={t('auth.firstName')}
          name="first_name"
          autoComplete="given-name"
          value={form.values.first_name}
          onChange={(value) => form.set('first_name', value)}
          error={form.errorOf('first_name')}
        />
        <TextInput
          label={t('auth.lastName')}
          name="last_name"
          autoComplete="family-name"
          value={form.values.last_name}
          onChange={(value) => form.set('last_name', value)}
          error={form.errorOf('last_name')}
        />
        <SubmitButton form={form}>{t('auth.signUp')}</SubmitButton>
      </Form>
      <p className="nv-flush nv-text-muted">
        {t('auth.haveAccount')}{' '}
        <Link to="/accounts/gateway" search={search}>
          {t('auth.signIn')}
        </Link>
      </p>
    </Card>
  );
}

export const Route = createFileRoute('/accounts/signup')({
  staticData: { name: 'accounts.signup', layout: 'auth' },
  validateSearch: AccountsSearch,
  component: Signup,
});
