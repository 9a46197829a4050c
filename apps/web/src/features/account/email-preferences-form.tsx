/** My Account › Email preferences: the digest, the kinds of mail and the quiet hours. */
import type { Preferences } from '@nervus/contracts';
import { DEFAULT_QUIET_END, DEFAULT_QUIET_START } from '@nervus/game-rules';
import { Form, Select, TextInput, useForm, useToast, useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { formAction } from '../../lib/form-action.js';
import { AccountPage, SaveBar, Section } from './layout.js';
import { preferencesQueryOptions, useUpdatePreferences } from './queries.js';
import '../../i18n/account.en.js';

export function EmailPreferencesForm() {
  const { data } = useSuspenseQuery(preferencesQueryOptions());
  return <EmailPreferencesLoaded initial={data.email ?? {}} />;
}

const DIGESTS = ['daily', 'weekly', 'never'] as const;

/** The zone this browser is in: what a player who never chose one most likely means. */
function deviceZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every IANA zone the browser knows, the chosen one always among them. */
function zonesWith(zone: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(zone) ? known : [zone, ...known];
}

type EmailValues = NonNullable<Preferences['email']>;

function EmailPreferencesLoaded({ initial }: { initial: EmailValues }) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdatePreferences();
  const form = useForm({
    initial: {
      digest: initial.digest ?? 'weekly',
      mentions: initial.mentions ?? true,
      challenge_updates: initial.challenge_updates ?? true,
      newsletter: initial.newsletter ?? false,
      quiet_hours: initial.quiet_hours ?? false,
      quiet_start: initial.quiet_start ?? DEFAULT_QUIET_START,
      quiet_end: initial.quiet_end ?? DEFAULT_QUIET_END,
      time_zone: initial.time_zone ?? deviceZone(),
    },
    fields: {},
    validate: (values) =>
      values.quiet_hours && values.quiet_start === values.quiet_end
        ? { 'email.quiet_end': [t('account.quietSame')] }
        : {},
    action: (values) => formAction(update.mutateAsync({ email: values })),
    onSuccess: () => toast.show(t('account.saved'), 'success'),
  });
  const checkbox = (
    name: 'mentions' | 'challenge_updates' | 'newsletter' | 'quiet_hours',
    label: string,
  ) => (
    <label className="app-account-choice">
      <input
        type="checkbox"
        name={name}
        checked={form.values[name]}
        onChange={(e) => form.set(name, e.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
  return (
    <AccountPage title={t('account.email')}>
      <Form form={form} label={t('account.email')}>
        <div className="nv-stack" data-gap="lg">
          <Section title={t('account.digest')} description={t('account.digestDescription')}>
            <fieldset className="nv-fieldset-plain">
              <legend className="nv-visually-hidden">{t('account.digest')}</legend>
              <div className="app-account-segments">
                {DIGESTS.map((d) => (
                  <label key={d} className="app-account-segment">
                    <input
                      type="radio"
                      name="digest"
                      value={d}
                      checked={form.values.digest === d}
                      onChange={() => form.set('digest', d)}
                    />
                    <span>{t(`account.digest${d[0]?.toUpperCase()}${d.slice(1)}`)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          </Section>
          <Section
            title={t('account.notificationsTitle')}
            description={t('account.notificationsDescription')}
          >
            <div className="nv-stack" data-gap="sm">
              {checkbox('mentions', t('account.mentions'))}
              {checkbox('challenge_updates', t('account.updates'))}
              {checkbox('newsletter', t('account.newsletter'))}
            </div>
          </Section>
          <Section title={t('account.quietTitle')} description={t('account.quietDescription')}>
            <div className="nv-stack" data-gap="md">
              {checkbox('quiet_hours', t('account.quietHours'))}
              <div className="app-account-pair">
                <TextInput
                  type="time"
                  name="quiet_start"
                  label={t('account.quietStart')}
                  value={form.values.quiet_start}
                  onChange={(value) => form.set('quiet_start', value)}
                  disabled={!form.values.quiet_hours}
                  required={form.values.quiet_hours}
                  error={form.errorOf('email.quiet_start')}
                />
                <TextInput
                  type="time"
                  name="quiet_end"
                  label={t('account.quietEnd')}
                  value={form.values.quiet_end}
                  onChange={(value) => form.set('quiet_end', value)}
                  disabled={!form.values.quiet_hours}
                  required={form.values.quiet_hours}
                  error={form.errorOf('email.quiet_end')}
                />
              </div>
              <Select
                name="time_zone"
                label={t('account.timeZone')}
                hint={t('account.timeZoneHint')}
                value={form.values.time_zone}
                onChange={(value) => form.set('time_zone', value ?? deviceZone())}
                options={zonesWith(form.values.time_zone).map((z) => ({
                  value: z,
                  label: z.replaceAll('_', ' '),
                }))}
                error={form.errorOf('email.time_zone')}
              />
            </div>
          </Section>
          <SaveBar busy={form.state === 'busy'}>{t('account.save')}</SaveBar>
        </div>
      </Form>
    </AccountPage>
  );
}
