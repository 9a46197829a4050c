/**
 * The page a mail's unsubscribe link opens (`/unsubscribe?link=…`). Opening it changes nothing
 * (mail scanners follow links); the button turns that kind of mail off, without signing in:
 * the link is the proof. Mail clients with one-click unsubscribe (RFC 8058) POST to the same
 * address themselves and never show this page.
 */
import type { UnsubscribeKind } from '@nervus/contracts';
import { Button, Card, Spinner, useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { unsubscribeQueryOptions, useUnsubscribe } from './queries.js';
import '../../i18n/unsubscribe.en.js';
import './unsubscribe.css';

export function UnsubscribePage({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Card
      as="section"
      padding="lg"
      className="nv-stack app-unsubscribe"
      data-gap="md"
      aria-labelledby="unsub"
    >
      <h1 id="unsub" className="nv-flush">
        {t('unsubscribe.title')}
      </h1>
      {token ? <Unsubscribe token={token} /> : <Invalid />}
    </Card>
  );
}

function Invalid() {
  const { t } = useTranslation();
  return (
    <>
      <p className="nv-flush" role="alert">
        {t('unsubscribe.invalid')}
      </p>
      <Preferences />
    </>
  );
}

function Preferences() {
  const { t } = useTranslation();
  return (
    <p className="nv-flush">
      <Link to="/my-account/email-preferences">{t('unsubscribe.preferences')}</Link>
    </p>
  );
}

function Unsubscribe({ token }: { token: string }) {
  const { t } = useTranslation();
  const info = useQuery(unsubscribeQueryOptions(token));
  const unsubscribe = useUnsubscribe(token);
  if (info.isPending)
    return (
      <p className="nv-flush nv-cluster" role="status">
        <Spinner />
        {t('unsubscribe.checking')}
      </p>
    );
  if (info.isError) return <Invalid />;
  const kind = t(`unsubscribe.kind.${info.data.kind satisfies UnsubscribeKind}`);
  if (unsubscribe.isSuccess || info.data.done)
    return (
      <>
        <p className="nv-flush" role="status">
          {unsubscribe.isSuccess && unsubscribe.data.done
            ? t('unsubscribe.done', { kind })
            : t('unsubscribe.used', { kind })}
        </p>
        <Preferences />
      </>
    );
  return (
    <>
      <p className="nv-flush">{t('unsubscribe.confirm', { kind })}</p>
      <p className="nv-flush nv-text-muted">{t('unsubscribe.confirmLead')}</p>
      {unsubscribe.isError ? (
        <p className="nv-flush" role="alert">
          {t('unsubscribe.failed', { message: unsubscribe.error.message })}
        </p>
      ) : null}
      <div className="nv-cluster">
        <Button loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
          {t('unsubscribe.button')}
        </Button>
      </div>
      <Preferences />
    </>
  );
}
