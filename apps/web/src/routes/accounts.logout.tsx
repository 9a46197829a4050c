import { Card, useTranslation } from '@nervus/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { safeContinue } from '../features/session/continue.js';
import { forgetPlayerReads, signOut } from '../features/session/queries.js';
import { AccountsSearch } from './accounts.gateway.js';

/** Signs out, then offers to continue where the user was or to sign in again. */
function Logout() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const client = useQueryClient();
  const [done, setDone] = useState(false);
  useEffect(() => {
    void signOut().then(async () => {
      await forgetPlayerReads(client);
      setDone(true);
    });
  }, [client]);
  if (!done) return <p role="status">{t('auth.signingOut')}</p>;
  return (
    <Card padding="lg" className="nv-stack">
      <h1 className="nv-flush">{t('auth.signedOut')}</h1>
      <p className="nv-cluster nv-flush">
        <Link className="nv-button" to="/accounts/gateway" search={search}>
          {t('auth.signInAgain')}
        </Link>
        <a
          className="nv-button"
          data-variant="secondary"
          href={safeContinue(search.continue ?? '/')}
        >
          {t('auth.continue')}
        </a>
      </p>
    </Card>
  );
}

export const Route = createFileRoute('/accounts/logout')({
  staticData: { name: 'accounts.logout', layout: 'auth' },
  validateSearch: AccountsSearch,
  component: Logout,
});
