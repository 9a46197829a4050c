import { formatCents } from '@nervus/game-rules';
import { Select, Textarea, TextInput, useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { walletQueryOptions } from '../../money/queries.js';
import type { StepProps } from './step-props.js';
import '../../../i18n/create.en.js';

const PRIZE_TYPES = [
  'points',
  'money',
  'experience',
  'food-and-drink',
  'gift',
  'tickets',
  'co-author',
  'other',
] as const;

/** Prizes: the prize's kind (an amount only for money, a title for "other") and the entry fee. */
export function PrizeStep({ form, update }: StepProps) {
  const { t } = useTranslation();
  return (
    <>
      <Select
        label={t('create.prizeType')}
        name="prize_type"
        value={form.prize.prize_type || null}
        options={PRIZE_TYPES.map((p) => ({ value: p, label: t(`create.prizeTypes.${p}`) }))}
        onChange={(v) =>
          update((f) => {
            f.prize.prize_type = v ?? '';
          })
        }
      />
      {form.prize.prize_type === 'money' ? (
        <>
          <TextInput
            label={t('create.prizeMoney')}
            name="prize_money"
            value={form.prize.prize_money}
            onChange={(v) =>
              update((f) => {
                f.prize.prize_money = v;
              })
            }
          />
          <PrizeHeld />
        </>
      ) : null}
      {form.prize.prize_type === 'other' ? (
        <>
          <TextInput
            label={t('create.prizeTitle')}
            name="prize_title"
            maxLength={8}
            required
            value={form.prize.prize_title}
            onChange={(v) =>
              update((f) => {
                f.prize.prize_title = v;
              })
            }
          />
          <Textarea
            label={t('create.prizeDescription')}
            name="prize_description"
            maxLength={1024}
            value={form.prize.prize_description}
            onChange={(v) =>
              update((f) => {
                f.prize.prize_description = v;
              })
            }
          />
        </>
      ) : null}
      <TextInput
        label={t('create.entryFee')}
        name="entry_fee"
        value={String(form.idea_entry_process.idea_entry_fee / 100)}
        onChange={(v) =>
          update((f) => {
            const cents = Math.round(Number(v) * 100);
            f.idea_entry_process.idea_entry_fee = Number.isFinite(cents) && cents >= 0 ? cents : 0;
          })
        }
      />
    </>
  );
}

/** A money prize is held from the catalyst's wallet when the challenge goes live. */
function PrizeHeld() {
  const { t } = useTranslation();
  const wallet = useQuery(walletQueryOptions(0, 1));
  return (
    <p className="nv-hint">
      {t('create.prizeHeld')}
      {wallet.data
        ? ` ${t('create.prizeWallet', { balance: formatCents(wallet.data.data.balance_cents) })}`
        : null}
    </p>
  );
}
