/**
 * `…/my-dashboard/director/funding`: money into a race of the current olympiad from the
 * director's wallet (one Idempotency-Key per pledge, so a retried click moves the money once),
 * and the fundings so far, patrons' included.
 */
import { formatCents, parseMoney } from '@nervus/game-rules';
import {
  Button,
  Card,
  EmptyState,
  Select,
  TableFrame,
  TextInput,
  useToast,
  useTranslation,
} from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { DirectorPage, day, fieldError, NotDirector, useDirectedBase } from './parts.js';
import { fundingsQueryOptions, olympiadQueryOptions, useFundRace } from './queries.js';
import '../../i18n/director.en.js';

export function FundingPage() {
  const { t } = useTranslation();
  const base = useDirectedBase();
  if (!base) return <NotDirector />;
  return (
    <DirectorPage title={t('director.tabs.funding')}>
      {base.current_olympiad_id ? (
        <>
          <FundForm olympiadId={base.current_olympiad_id} />
          <Fundings olympiadId={base.current_olympiad_id} />
        </>
      ) : (
        <Card>
          <EmptyState title={t('director.none')}>{t('director.noneHint')}</EmptyState>
        </Card>
      )}
    </DirectorPage>
  );
}

function FundForm({ olympiadId }: { olympiadId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const fund = useFundRace();
  const { data: olympiad } = useSuspenseQuery(olympiadQueryOptions(olympiadId));
  const [raceId, setRaceId] = useState<string | null>(olympiad.races[0]?.id ?? null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  // One key per pledge: kept across retries of this one, new after it succeeds.
  const key = useRef(crypto.randomUUID());
  return (
    <Card padding="lg" as="section" className="nv-stack" data-gap="md" aria-labelledby="fund">
      <h2 id="fund" className="nv-flush">
        {t('director.fundRace')}
      </h2>
      <p className="nv-flush nv-text-muted">{t('director.fundLead')}</p>
      <form
        className="dir-row"
        onSubmit={(event) => {
          event.preventDefault();
          const money = parseMoney(amount, 'amount');
          if (!money.ok) return setError(money.errors[0]?.error);
          if (!raceId) return;
          setError(undefined);
          fund.mutate(
            { raceId, cents: money.value, key: key.current },
            {
              onSuccess: (funded) => {
                key.current = crypto.randomUUID();
                setAmount('');
                toast.show(
                  t('director.funded', {
                    amount: formatCents(funded.funding.cents),
                    race: funded.funding.race.name,
                  }),
                  'success',
                );
              },
              onError: (failure) => setError(fieldError(failure, 'cents')),
            },
          );
        }}
      >
        <Select
          label={t('director.race')}
          name="race"
          value={raceId}
          onChange={setRaceId}
          options={olympiad.races.map((r) => ({
            value: r.id,
            label: `${r.name} (${formatCents(r.prize_cents)})`,
          }))}
        />
        <TextInput
          label={t('director.amountLabel')}
          name="amount"
          value={amount}
          onChange={setAmount}
          error={error}
        />
        <Button type="submit" loading={fund.isPending}>
          {t('director.fund')}
        </Button>
      </form>
    </Card>
  );
}

function Fundings({ olympiadId }: { olympiadId: string }) {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(fundingsQueryOptions(olympiadId));
  return (
    <div className="nv-stack" data-gap="md">
      <h2 id="fundings" className="nv-flush">
        {t('director.fundings')}
      </h2>
      {data.data.length === 0 ? (
        <Card>
          <EmptyState title={t('director.noFundings')} level={3} />
        </Card>
      ) : (
        <TableFrame labelledBy="fundings">
          <table className="dir-table" aria-labelledby="fundings">
            <thead>
              <tr>
                <th scope="col">{t('director.when')}</th>
                <th scope="col">{t('director.funder')}</th>
                <th scope="col">{t('director.race')}</th>
                <th scope="col" data-column="number">
                  {t('director.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((f) => (
                <tr key={f.id}>
                  <td>{day(f.created_at)}</td>
                  <td>
                    <Link to="/$platformSlug" params={{ platformSlug: f.funder.handle }}>
                      @{f.funder.handle}
                    </Link>
                  </td>
                  <td>{f.race.name}</td>
                  <td data-column="number">{formatCents(f.cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </div>
  );
}
