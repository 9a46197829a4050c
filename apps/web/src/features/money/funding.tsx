/**
 * `/{handle}/mentor/pay`: fund a player from your wallet. The amount is typed in dollars and
 * sent in cents behind a confirmation; one Idempotency-Key per funding makes a retried click or
 * a lost answer move the money once. It works whether or not the player has a suggestion box.
 */
import { ApiError } from '@nervus/api-client';
import { FUNDING_MESSAGE_MAX, type Funding } from '@nervus/contracts';
import { FUNDING_MIN_CENTS, FUNDING_NEURONS, formatCents } from '@nervus/game-rules';
import {
  Button,
  Card,
  Form,
  SubmitButton,
  Textarea,
  TextInput,
  useForm,
  useTranslation,
} from '@nervus/ui-kit';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyPart } from '../../lib/lazy-part.js';
import { useMe } from '../session/queries.js';
import { parseDollars } from './dollars.js';
import { fundUser, walletQueryOptions } from './queries.js';
import '../../i18n/funding.en.js';

interface Receiver {
  readonly id: string;
  readonly handle: string;
  readonly screen_name: string;
}

// The confirmation shows only once the form is sent: its download starts with the form, so
// that it rarely waits.
const FundConfirm = lazyPart(() => import('./fund-confirm.js').then((m) => m.FundConfirm));
const preloadConfirm = () => {
  FundConfirm.load().catch(() => {
    // Sending the form asks again and shows the failure.
  });
};

/** Server field names → the form's: the amount is typed in dollars, sent as cents. */
const FIELD_OF: Readonly<Record<string, string>> = { cents: 'amount', message: 'message' };

export function FundPage({ receiver }: { receiver: Receiver }) {
  const { t } = useTranslation();
  const { data: me, isPending } = useMe();
  const href = useRouterState({ select: (s) => s.location.href });
  const name = receiver.screen_name;
  const [done, setDone] = useState<Funding | null>(null);
  const [round, setRound] = useState(0);
  // The form (and its button) is replaced by the outcome: focus goes to it so it is heard.
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) status.current?.focus();
  }, [done]);
  const heading = (
    <h1 id="page-title" className="nv-flush">
      {t('funding.title', { handle: name })}
    </h1>
  );
  const back = (
    <p className="nv-flush">
      <Link to="/$platformSlug/mentor" params={{ platformSlug: name }}>
        {t('funding.backToBox', { handle: name })}
      </Link>
    </p>
  );
  if (isPending) return <p role="status">{t('notices.loading')}</p>;
  if (!me)
    return (
      <section aria-labelledby="page-title" className="nv-stack">
        {heading}
        <Link to="/accounts/gateway" search={{ continue: href }}>
          {t('funding.signIn', { handle: name })}
        </Link>
      </section>
    );
  if (me.user.id === receiver.id)
    return (
      <section aria-labelledby="page-title" className="nv-stack">
        {heading}
        <p>{t('funding.own')}</p>
        <Link to="/$platformSlug/mentor" params={{ platformSlug: me.user.screen_name }}>
          {t('funding.ownBox')}
        </Link>
      </section>
    );
  return (
    <section aria-labelledby="page-title" className="nv-stack">
      {heading}
      {done ? (
        <>
          <p role="status" ref={status} tabIndex={-1}>
            {t('funding.done', {
              handle: name,
              amount: formatCents(done.cents),
              count: done.neurons_earned,
            })}{' '}
            {t('funding.balanceAfter', { amount: formatCents(done.balance_cents) })}
          </p>
          <p className="nv-cluster">
            <Button
              variant="secondary"
              onClick={() => {
                setDone(null);
                setRound((r) => r + 1);
              }}
            >
              {t('funding.again', { handle: name })}
            </Button>
            <Link
              to="/$platformSlug/my-dashboard/money-prizes"
              params={{ platformSlug: me.user.screen_name }}
            >
              {t('funding.seeWallet')}
            </Link>
          </p>
        </>
      ) : (
        <FundForm key={round} receiver={receiver} onDone={setDone} />
      )}
      {back}
    </section>
  );
}

function FundForm({
  receiver,
  onDone,
}: {
  receiver: Receiver;
  onDone: (funding: Funding) => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  // The route's loader has it for signed-in viewers; the first row alone carries the balance.
  const { data: wallet } = useSuspenseQuery(walletQueryOptions(0, 1));
  const balance = wallet.data.balance_cents;
  const name = receiver.screen_name;
  const min = formatCents(FUNDING_MIN_CENTS);
  // One key per funding: a second click or a retry after a lost answer is the same funding.
  const key = useRef(crypto.randomUUID());
  const [asking, setAsking] = useState(false);
  const answer = useRef<((yes: boolean) => void) | null>(null);
  useEffect(preloadConfirm, []);
  const form = useForm({
    initial: { amount: '', message: '' },
    fields: {
      amount: { label: t('funding.amount'), required: true },
      message: { label: t('funding.message', { handle: name }) },
    },
    validate: (values) => {
      const cents = parseDollars(values.amount);
      if (values.amount.trim() === '') return {};
      if (cents === null) return { amount: [t('funding.amountInvalid')] };
      if (cents < FUNDING_MIN_CENTS) return { amount: [t('funding.amountMinimum', { min })] };
      return {};
    },
    beforeSubmit: () =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setAsking(true);
      }),
    action: async (values) => {
      try {
        return await fundUser(
          client,
          receiver.handle,
          { cents: parseDollars(values.amount) ?? 0, message: values.message },
          key.current,
        );
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        // 402 explains itself (what the wallet holds): show the server's whole message.
        const errors =
          error.status === 402
            ? [{ field: '*', error: error.message }]
            : error.errors.map((e) => ({ field: FIELD_OF[e.field] ?? '*', error: e.error }));
        throw { message: error.message, errors };
      }
    },
    onSuccess: (funded) => onDone(funded),
  });
  const typed = parseDollars(form.values.amount);
  return (
    <Card padding="lg" className="nv-stack">
      <p className="nv-flush">{t('funding.lead', { handle: name, min })}</p>
      <p className="nv-flush nv-text-muted">
        {t('funding.neuronsNote', {
          perDollar: FUNDING_NEURONS.perDollar,
          cap: FUNDING_NEURONS.capPerFunding,
        })}
      </p>
      <p className="nv-flush">
        <strong>{t('funding.balance', { amount: formatCents(balance) })}</strong>
      </p>
      <Form form={form} label={t('funding.title', { handle: name })}>
        <TextInput
          label={t('funding.amount')}
          name="amount"
          required
          hint={t('funding.amountHint', { min })}
          autoComplete="transaction-amount"
          maxLength={20}
          value={form.values.amount}
          onChange={(v) => form.set('amount', v)}
          error={form.errorOf('amount')}
        />
        {typed !== null && typed > balance ? (
          <p className="nv-hint">
            {t('funding.amountOverBalance', { balance: formatCents(balance) })}
          </p>
        ) : null}
        <Textarea
          label={t('funding.message', { handle: name })}
          name="message"
          rows={3}
          maxLength={FUNDING_MESSAGE_MAX}
          value={form.values.message}
          onChange={(v) => form.set('message', v)}
          error={form.errorOf('message')}
        />
        <SubmitButton form={form} busyLabel={t('funding.paying')}>
          {t('funding.pay')}
        </SubmitButton>
      </Form>
      {asking ? (
        <Suspense fallback={null}>
          <FundConfirm
            handle={name}
            amount={formatCents(typed ?? 0)}
            onAnswer={(yes) => {
              setAsking(false);
              answer.current?.(yes);
              answer.current = null;
            }}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
