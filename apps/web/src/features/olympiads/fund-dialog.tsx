/**
 * The funding dialog of "Fund this tournament" (fund-tournament.tsx), loaded when a patron
 * points at, focuses or presses the button: the form, the dialog and their words stay out of
 * the pages that show the button (the boards, the tournaments list).
 */
import { ApiError } from '@nervus/api-client';
import type { Olympiad } from '@nervus/contracts';
import { FUNDING_MIN_CENTS, formatCents } from '@nervus/game-rules';
import {
  Button,
  Dialog,
  Form,
  Select,
  SubmitButton,
  TextInput,
  useForm,
  useToast,
  useTranslation,
} from '@nervus/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { parseDollars } from '../money/dollars.js';
import { moneyKeys } from '../money/keys.js';
import { fundRace, olympiadKeys } from './queries.js';
import '../../i18n/olympiads.en.js';

/** Server field names → the form's: the amount is typed in dollars, sent as cents. */
const FIELD_OF: Readonly<Record<string, string>> = { cents: 'amount' };

export function FundDialog({
  olympiad,
  onClose,
}: {
  readonly olympiad: Olympiad;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const min = formatCents(FUNDING_MIN_CENTS);
  // One key per opening of the dialog: a retry after a refusal or a lost answer is the same pledge.
  const key = useRef(crypto.randomUUID());
  const races = [...olympiad.races].sort((a, b) => a.position - b.position);
  const form = useForm({
    initial: { race: (races[0]?.id ?? null) as string | null, amount: '' },
    fields: {
      race: { label: t('olympiads.fund.race'), required: true },
      amount: { label: t('olympiads.fund.amount'), required: true },
    },
    validate: (values) => {
      if (values.amount.trim() === '') return {};
      const cents = parseDollars(values.amount);
      if (cents === null) return { amount: [t('olympiads.fund.amountInvalid')] };
      if (cents < FUNDING_MIN_CENTS)
        return { amount: [t('olympiads.fund.amountMinimum', { min })] };
      return {};
    },
    action: async (values) => {
      try {
        return await fundRace(values.race ?? '', parseDollars(values.amount) ?? 0, key.current);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        // 402 explains itself (what the wallet holds): the server's whole message on the amount.
        const errors =
          error.status === 402
            ? [{ field: 'amount', error: error.message }]
            : error.errors.map((e) => ({ field: FIELD_OF[e.field] ?? '*', error: e.error }));
        throw { message: error.message, errors };
      }
    },
    onSuccess: (funded) => {
      // The prize totals (boards, lists, widgets) and the wallet move.
      void client.invalidateQueries({ queryKey: olympiadKeys.all });
      void client.invalidateQueries({ queryKey: moneyKeys.all });
      toast.show(
        t('olympiads.fund.done', {
          amount: formatCents(funded.funding.cents),
          race: funded.funding.race.name,
        }),
        'success',
      );
      onClose();
    },
  });
  return (
    <Dialog
      open
      title={t('olympiads.fund.title', { name: olympiad.name })}
      onClose={onClose}
      actions={false}
    >
      <p className="nv-text-muted">{t('olympiads.fund.lead', { min })}</p>
      <Form form={form} label={t('olympiads.fund.title', { name: olympiad.name })}>
        <Select
          label={t('olympiads.fund.race')}
          name="race"
          required
          value={form.values.race}
          onChange={(value) => form.set('race', value)}
          options={races.map((r) => ({
            value: r.id,
            label: t('olympiads.fund.raceOption', {
              name: r.name,
              prize: formatCents(r.prize_cents),
            }),
          }))}
          error={form.errorOf('race')}
        />
        <TextInput
          label={t('olympiads.fund.amount')}
          name="amount"
          required
          hint={t('olympiads.fund.amountHint', { min })}
          autoComplete="transaction-amount"
          maxLength={20}
          value={form.values.amount}
          onChange={(v) => form.set('amount', v)}
          error={form.errorOf('amount')}
        />
        <div className="nv-cluster">
          <SubmitButton form={form} busyLabel={t('olympiads.fund.sending')}>
            {t('olympiads.fund.send')}
          </SubmitButton>
          <Button variant="secondary" onClick={onClose}>
            {t('olympiads.fund.cancel')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
