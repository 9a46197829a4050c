/**
 * `/{platformSlug}/my-dashboard/money-prizes`: the signed-in player's wallet balance and their
 * money rows (prizes, fee shares, fees paid, fundings given and received, deposits), newest
 * first, a page at a time. A funding row names the other player and shows the payer's message.
 */
import { formatCents } from '@nervus/game-rules';
import { Card, EmptyState, Pager, TableFrame, useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, useTransition } from 'react';
import { titleKey } from '../../lib/route-meta.js';
import { useRouteMeta } from '../shell/route-meta-hooks.js';
import { kindKey, signedCents } from './money-rows.js';
import { WALLET_PAGE_SIZE, walletQueryOptions } from './queries.js';
import '../../i18n/money.en.js';
import './money.css';

export function MoneyPrizesPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const [page, setPage] = useState(0);
  // A page change is a transition: the rows on screen stay until the next page has arrived.
  const [, startTransition] = useTransition();
  const { data: wallet } = useSuspenseQuery(walletQueryOptions(page, WALLET_PAGE_SIZE));
  const total = wallet.meta.total;
  return (
    <section aria-labelledby="page-title" className="nv-stack" data-gap="lg">
      <h1 id="page-title" className="nv-flush">
        {t(titleKey(meta.name))}
      </h1>
      <Card padding="lg" className="nv-stack" data-gap="sm">
        <p className="app-balance">
          {t('money.balance', { amount: formatCents(wallet.data.balance_cents) })}
        </p>
        <p className="nv-flush nv-text-muted">{t('money.demoNote')}</p>
      </Card>
      <h2 id="money-ledger" className="nv-flush">
        {t('money.ledger')}
      </h2>
      {wallet.data.entries.length === 0 ? (
        <Card>
          <EmptyState title={t('money.none')} level={3} />
        </Card>
      ) : (
        <TableFrame labelledBy="money-ledger">
          <table className="app-ledger" aria-labelledby="money-ledger">
            <thead>
              <tr>
                <th scope="col">{t('money.when')}</th>
                <th scope="col">{t('money.what')}</th>
                <th scope="col">{t('money.challenge')}</th>
                <th scope="col" data-column="amount">
                  {t('money.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {wallet.data.entries.map((row) => {
                const key = kindKey(row.kind);
                return (
                  <tr key={row.id}>
                    <td>{row.created_at.slice(0, 10)}</td>
                    <td>
                      {key ? t(key) : row.kind}
                      {row.counterparty ? (
                        <>
                          {' '}
                          {row.cents < 0 ? t('money.fundingTo') : t('money.fundingFrom')}{' '}
                          <Link
                            to="/$platformSlug"
                            params={{ platformSlug: row.counterparty.handle }}
                          >
                            @{row.counterparty.handle}
                          </Link>
                        </>
                      ) : null}
                      {row.message ? (
                        <span className="app-ledger-message">{row.message}</span>
                      ) : null}
                    </td>
                    <td>
                      {row.challenge ? (
                        <Link
                          to="/challenges/$challenge"
                          params={{ challenge: row.challenge.slug }}
                        >
                          {row.challenge.question_title}
                        </Link>
                      ) : null}
                    </td>
                    <td data-column="amount">{signedCents(row.cents)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableFrame>
      )}
      <Pager
        page={page}
        total={total}
        size={WALLET_PAGE_SIZE}
        onPage={(next) => startTransition(() => setPage(next))}
        label={t('money.ledger')}
      />
    </section>
  );
}
