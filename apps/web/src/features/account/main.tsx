/** My Account's main page: the signed-in address, whether it is confirmed, and a new confirmation mail. */
import { Badge, Button, useToast, useTranslation } from '@nervus/ui-kit';
import { useMe } from '../session/queries.js';
import { AccountPage, Section } from './layout.js';
import { useResendVerification } from './queries.js';
import '../../i18n/account.en.js';

export function AccountMain() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const toast = useToast();
  const resend = useResendVerification();
  if (!me) return null;
  return (
    <AccountPage title={t('account.mainTitle')}>
      <Section title={t('account.emailTitle')} description={t('account.emailDescription')}>
        <p className="nv-flush nv-break">
          {t('user.signedInAs', { handle: me.user.handle, email: me.email })}
        </p>
        <div className="nv-cluster">
          <Badge tone={me.email_verified ? 'success' : 'warning'}>
            {me.email_verified ? t('account.confirmed') : t('account.notConfirmed')}
          </Badge>
          <span className="nv-text-muted">
            {me.email_verified ? t('account.verified') : t('account.unverified')}
          </span>
        </div>
        {me.email_verified ? null : (
          <div className="app-account-save">
            <Button
              variant="secondary"
              loading={resend.isPending}
              onClick={async () => {
                await resend.mutateAsync();
                toast.show(t('account.resent'), 'success');
              }}
            >
              {t('account.resend')}
            </Button>
          </div>
        )}
      </Section>
    </AccountPage>
  );
}
