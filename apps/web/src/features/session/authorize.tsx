/**
 * The connect page as the OAuth 2.0 authorization endpoint (RFC 6749 §4.1.1): a signed-in user
 * allows or denies an application's request; the server answers the application's registered
 * address with a one-time code (PKCE S256) or an error, and the browser goes there. A visitor is
 * sent to the gateway first and comes back here.
 */
import type { AuthorizeInput } from '@nervus/contracts';
import { Button, Card, useTranslation } from '@nervus/ui-kit';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useAuthorize, useOAuthClient } from './oauth-queries.js';
import { useMe } from './queries.js';

export type AuthorizationRequest = Omit<AuthorizeInput, 'decision'>;

const FIELDS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'code_challenge',
  'code_challenge_method',
  'state',
  'scope',
] as const;

/**
 * The authorization request in a query string, if it is one. A parameter sent twice makes it
 * one the page refuses (RFC 6749 §3.1): `client_id` is then left empty, which the server
 * refuses without redirecting.
 */
export function authorizationRequest(search: string): AuthorizationRequest | null {
  const params = new URLSearchParams(search);
  if (!params.has('response_type') || !params.has('client_id')) return null;
  const repeated = FIELDS.some((name) => params.getAll(name).length > 1);
  const request: Record<string, string> = {};
  for (const name of FIELDS) {
    const value = params.get(name);
    if (value !== null) request[name] = value;
  }
  if (repeated) request.client_id = '';
  return {
    response_type: request.response_type ?? '',
    client_id: request.client_id ?? '',
    redirect_uri: request.redirect_uri ?? '',
    ...request,
  };
}

export function Authorize({ request }: { readonly request: AuthorizationRequest }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useMe();
  const client = useOAuthClient(request.client_id, request.redirect_uri);
  const answer = useAuthorize(request);
  const signedOut = me.isSuccess && me.data === null;
  useEffect(() => {
    if (signedOut) {
      void navigate({
        to: '/accounts/gateway',
        search: { continue: `${window.location.pathname}${window.location.search}` },
        replace: true,
      });
    }
  }, [signedOut, navigate]);
  if (client.isError || answer.isError) {
    // An unknown application or address is never redirected to (§4.1.2.1): the user is told.
    return (
      <Card padding="lg" className="nv-stack">
        <p role="alert" className="nv-error">
          {t('auth.authorizeRefused')}
        </p>
      </Card>
    );
  }
  if (!client.data || !me.data) return <p role="status">{t('notices.loading')}</p>;
  const name = client.data.data.name;
  return (
    <Card padding="lg" className="nv-stack">
      <h1 className="nv-flush">{t('auth.authorizeTitle', { client: name })}</h1>
      <p>{t('auth.authorizeAsk', { client: name, handle: me.data.user.handle })}</p>
      <p className="nv-cluster nv-flush">
        <Button disabled={answer.isPending} onClick={() => answer.mutate('allow')}>
          {t('auth.authorizeAllow')}
        </Button>
        <Button
          variant="secondary"
          disabled={answer.isPending}
          onClick={() => answer.mutate('deny')}
        >
          {t('auth.authorizeDeny')}
        </Button>
      </p>
    </Card>
  );
}
