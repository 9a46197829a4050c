/**
 * `/outbox` (admins): the mail outbox, newest first, a page at a time, by state. Without
 * `SMTP_URL` this is where mail is read: nothing leaves the server, every mail is kept here
 * (decision 22). A player's mail is written out just before it goes, so a waiting one shows
 * its subject only.
 */
import { OUTBOX_STATES, type OutboxMail } from '@nervus/contracts';
import {
  Badge,
  type BadgeTone,
  Card,
  EmptyState,
  Pager,
  Select,
  TableFrame,
  useTranslation,
} from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, useTransition } from 'react';
import { titleKey } from '../../lib/route-meta.js';
import { useRouteMeta } from '../shell/route-meta-hooks.js';
import { OUTBOX_PAGE_SIZE, type OutboxState, outboxQueryOptions } from './queries.js';
import '../../i18n/outbox.en.js';
import './outbox.css';

/** A mail's state as the list says it, with its badge's tone. */
function stateOf(mail: OutboxMail): { key: string; tone: BadgeTone } {
  if (mail.delivered_by === 'smtp') return { key: 'outbox.sent', tone: 'success' };
  if (mail.delivered_by === 'outbox') return { key: 'outbox.kept', tone: 'info' };
  if (mail.delivered_by === 'skipped') return { key: 'outbox.skipped', tone: 'neutral' };
  if (mail.last_error) return { key: 'outbox.retrying', tone: 'warning' };
  return { key: 'outbox.waiting', tone: 'neutral' };
}

export function OutboxPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const [state, setState] = useState<OutboxState>('all');
  const [page, setPage] = useState(0);
  // The rows on screen stay until the next page (or state) has arrived.
  const [, startTransition] = useTransition();
  const { data } = useSuspenseQuery(outboxQueryOptions(state, page));
  return (
    <section aria-labelledby="page-title" className="nv-stack" data-gap="lg">
      <h1 id="page-title" className="nv-flush">
        {t(titleKey(meta.name))}
      </h1>
      <p className="nv-flush nv-text-muted">{t('outbox.lead')}</p>
      <div className="app-outbox-filter">
        <Select
          name="state"
          label={t('outbox.state')}
          value={state}
          onChange={(value) =>
            startTransition(() => {
              setState((value ?? 'all') as OutboxState);
              setPage(0);
            })
          }
          options={OUTBOX_STATES.map((s) => ({ value: s, label: t(`outbox.states.${s}`) }))}
        />
      </div>
      {data.data.length === 0 ? (
        <Card>
          <EmptyState title={t('outbox.none')} level={2} />
        </Card>
      ) : (
        <TableFrame label={t('outbox.table')}>
          <table className="app-outbox">
            <thead>
              <tr>
                <th scope="col">{t('outbox.created')}</th>
                <th scope="col">{t('outbox.to')}</th>
                <th scope="col">{t('outbox.mail')}</th>
                <th scope="col">{t('outbox.state')}</th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((mail) => {
                const shown = stateOf(mail);
                return (
                  <tr key={mail.id}>
                    <td>
                      <time dateTime={mail.created_at}>
                        {mail.created_at.slice(0, 16).replace('T', ' ')}
                      </time>
                    </td>
                    <td>{mail.to}</td>
                    <td>
                      <span className="app-outbox-kind">{mail.kind}</span>
                      {mail.text ? (
                        <details>
                          <summary>{mail.subject}</summary>
                          <pre className="app-outbox-text">{mail.text}</pre>
                        </details>
                      ) : (
                        <span>{mail.subject}</span>
                      )}
                    </td>
                    <td>
                      <Badge tone={shown.tone}>{t(shown.key)}</Badge>
                      {mail.sent_at ? null : (
                        <span className="app-outbox-note">
                          {t('outbox.after', {
                            time: mail.send_after.slice(0, 16).replace('T', ' '),
                          })}
                        </span>
                      )}
                      {mail.last_error ? (
                        <span className="app-outbox-note">
                          {t('outbox.error', { count: mail.attempts, error: mail.last_error })}
                        </span>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableFrame>
      )}
      <Pager
        page={page}
        total={data.meta.total}
        size={OUTBOX_PAGE_SIZE}
        onPage={(next) => startTransition(() => setPage(next))}
        label={t('outbox.table')}
      />
    </section>
  );
}
