/** My Account › Security: a new password, with the current one. */
import { Form, TextInput, useForm, useToast, useTranslation } from '@nervus/ui-kit';
import { formAction } from '../../lib/form-action.js';
import { AccountPage, SaveBar, Section } from './layout.js';
import { changePassword } from './queries.js';
import '../../i18n/account.en.js';

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
    <AccountPage title={t('account.security')}>
      <Form form={form} label={t('account.security')}>
        <div className="nv-stack" data-gap="lg">
          <Section
            title={t('account.passwordTitle')}
            description={t('account.passwordDescription')}
          >
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
          </Section>
          <SaveBar busy={form.state === 'busy'}>{t('account.changePassword')}</SaveBar>
        </div>
      </Form>
    </AccountPage>
  );
}
