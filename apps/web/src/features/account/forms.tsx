import {
  Form,
  SubmitButton,
  TagsInput,
  Textarea,
  TextInput,
  useForm,
  useToast,
  useTranslation,
} from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { formAction } from '../../lib/form-action.js';
import { meQueryOptions, useMe } from '../session/queries.js';
import {
  changePassword,
  platformPreferencesQueryOptions,
  preferencesQueryOptions,
  useResendVerification,
  useUpdatePlatformPreferences,
  useUpdatePreferences,
  useUpdateProfile,
} from './queries.js';
import '../../i18n/account.en.js';

export function AccountMain() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const toast = useToast();
  const resend = useResendVerification();
  if (!me) return null;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('account.mainTitle')}</h1>
      <p>{t('user.signedInAs', { handle: me.user.handle, email: me.email })}</p>
      <p>{me.email_verified ? t('account.verified') : t('account.unverified')}</p>
      {me.email_verified ? null : (
        <button
          type="button"
          className="nv-button"
          data-variant="secondary"
          onClick={async () => {
            await resend.mutateAsync();
            toast.show(t('account.resent'), 'success');
          }}
        >
          {t('account.resend')}
        </button>
      )}
    </section>
  );
}

export function ProfileForm() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const toast = useToast();
  const update = useUpdateProfile();
  const form = useForm({
    initial: {
      first_name: me?.user.first_name ?? '',
      last_name: me?.user.last_name ?? '',
      bio: me?.user.bio ?? '',
      slogan: me?.user.slogan ?? '',
      interests: (me?.profile.bio.interests ?? []) as readonly string[],
    },
    fields: {},
    action: (values) =>
      formAction(update.mutateAsync({ ...values, interests: [...values.interests] })),
    onSuccess: () => toast.show(t('account.saved'), 'success'),
  });
  return (
    <Form form={form} label={t('account.profile')}>
      <h1>{t('account.profile')}</h1>
      <TextInput
        label={t('account.firstName')}
        name="first_name"
        value={form.values.first_name}
        onChange={(v) => form.set('first_name', v)}
        error={form.errorOf('first_name')}
      />
      <TextInput
        label={t('account.lastName')}
        name="last_name"
        value={form.values.last_name}
        onChange={(v) => form.set('last_name', v)}
        error={form.errorOf('last_name')}
      />
      <TextInput
        label={t('account.slogan')}
        name="slogan"
        value={form.values.slogan}
        onChange={(v) => form.set('slogan', v)}
        error={form.errorOf('slogan')}
      />
      <Textarea
        label={t('account.bio')}
        name="bio"
        value={form.values.bio}
        onChange={(v) => form.set('bio', v)}
        error={form.errorOf('bio')}
      />
      <TagsInput
        label={t('account.interests')}
        value={form.values.interests}
        max={20}
        onChange={(v) => form.set('interests', v)}
      />
      <SubmitButton form={form}>{t('account.save')}</SubmitButton>
    </Form>
  );
}

export function PasswordForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useForm({
    initial: { current_password: '', new_password: '' },
    fields: {
      current_password: { label: t('account.currentPassword'), required: true },
      new_password: { label: t('account.newPassword'), required: true },
    },
    action: (values) => formAction(changePassword(values)),
    onSuccess: () => toast.show(t('account.passwordChanged'), 'success'),
  });
  return (
    <Form form={form} label={t('account.security')}>
      <h1>{t('account.security')}</h1>
      <TextInput
        label={t('account.currentPassword')}
        name="current_password"
        type="password"
        autoComplete="current-password"
        required
        value={form.values.current_password}
        onChange={(v) => form.set('current_password', v)}
        error={form.errorOf('current_password')}
      />
      <TextInput
        label={t('account.newPassword')}
        name="new_password"
        type="password"
        autoComplete="new-password"
        required
        value={form.values.new_password}
        onChange={(v) => form.set('new_password', v)}
        error={form.errorOf('new_password')}
      />
      <SubmitButton form={form}>{t('account.changePassword')}</SubmitButton>
    </Form>
  );
}

export function EmailPreferencesForm() {
  const { data } = useSuspenseQuery(preferencesQueryOptions());
  return <EmailPreferencesLoaded initial={data.email ?? {}} />;
}

function EmailPreferencesLoaded({
  initial,
}: {
  initial: {
    digest?: 'daily' | 'weekly' | 'never' | undefined;
    mentions?: boolean | undefined;
    challenge_updates?: boolean | undefined;
    newsletter?: boolean | undefined;
  };
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdatePreferences();
  const form = useForm({
    initial: {
      digest: initial.digest ?? 'weekly',
      mentions: initial.mentions ?? true,
      challenge_updates: initial.challenge_updates ?? true,
      newsletter: initial.newsletter ?? false,
    },
    fields: {},
    action: (values) => formAction(update.mutateAsync({ email: values })),
    onSuccess: () => toast.show(t('account.saved'), 'success'),
  });
  const checkbox = (name: 'mentions' | 'challenge_updates' | 'newsletter', label: string) => (
    <p>
      <label>
        <input
          type="checkbox"
          checked={form.values[name]}
          onChange={(e) => form.set(name, e.target.checked)}
        />{' '}
        {label}
      </label>
    </p>
  );
  return (
    <Form form={form} label={t('account.email')}>
      <h1>{t('account.email')}</h1>
      <fieldset>
        <legend>{t('account.digest')}</legend>
        {(['daily', 'weekly', 'never'] as const).map((d) => (
          <label key={d} style={{ marginRight: 12 }}>
            <input
              type="radio"
              name="digest"
              value={d}
              checked={form.values.digest === d}
              onChange={() => form.set('digest', d)}
            />{' '}
            {t(`account.digest${d[0]?.toUpperCase()}${d.slice(1)}`)}
          </label>
        ))}
      </fieldset>
      {checkbox('mentions', t('account.mentions'))}
      {checkbox('challenge_updates', t('account.updates'))}
      {checkbox('newsletter', t('account.newsletter'))}
      <SubmitButton form={form}>{t('account.save')}</SubmitButton>
    </Form>
  );
}

export function PlatformPreferencesForm() {
  // The shell shows this page to signed-in users only.
  const me = useSuspenseQuery(meQueryOptions()).data;
  return me ? <PlatformPreferencesOf handle={me.user.handle} /> : null;
}

function PlatformPreferencesOf({ handle }: { handle: string }) {
  const { data } = useSuspenseQuery(platformPreferencesQueryOptions(handle));
  return <PlatformPreferencesLoaded handle={handle} initial={data} />;
}

function PlatformPreferencesLoaded({
  handle,
  initial,
}: {
  handle: string;
  initial: { title: string; slogan: string | null; marketing_phrase: string | null };
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdatePlatformPreferences(handle);
  const form = useForm({
    initial: {
      title: initial.title,
      slogan: initial.slogan ?? '',
      marketing_phrase: initial.marketing_phrase ?? '',
    },
    fields: { title: { label: t('account.platformTitle'), required: true } },
    action: (values) => formAction(update.mutateAsync(values)),
    onSuccess: () => toast.show(t('account.saved'), 'success'),
  });
  return (
    <Form form={form} label={t('account.platform')}>
      <h1>{t('account.platform')}</h1>
      <TextInput
        label={t('account.platformTitle')}
        name="title"
        required
        value={form.values.title}
        onChange={(v) => form.set('title', v)}
        error={form.errorOf('title')}
      />
      <TextInput
        label={t('account.platformSlogan')}
        name="slogan"
        value={form.values.slogan}
        onChange={(v) => form.set('slogan', v)}
        error={form.errorOf('slogan')}
      />
      <Textarea
        label={t('account.marketingPhrase')}
        name="marketing_phrase"
        maxLength={280}
        value={form.values.marketing_phrase}
        onChange={(v) => form.set('marketing_phrase', v)}
        error={form.errorOf('marketing_phrase')}
      />
      <SubmitButton form={form}>{t('account.save')}</SubmitButton>
    </Form>
  );
}
