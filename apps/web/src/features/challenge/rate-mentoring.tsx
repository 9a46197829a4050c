/**
 * The author's rating of one mentoring, 0 to 5, once: on the challenge page under their idea
 * and on the mentor dashboard's received tab, which loads it only when a mentoring there waits
 * for a rating.
 */
import type { MentorFeedback } from '@nervus/contracts';
import { suggestsSkippingMentoring } from '@nervus/game-rules';
import { Button, Select, useToast, useTranslation } from '@nervus/ui-kit';
import { useState } from 'react';
import { useRateMentoring } from './mutations.js';
import '../../i18n/mentoring.en.js';
import './challenge.css';

export const MENTOR_RATINGS = [0, 1, 2, 3, 4, 5] as const;

/**
 * The 0–5 control for one mentoring. A rating under 4 lowers what the mentor earns, so the
 * control first suggests skipping it (game-rules `suggestsSkippingMentoring`) and rates only
 * when the author confirms.
 */
export function RateMentoring({
  feedback,
  onDone,
  onSkip,
}: {
  feedback: MentorFeedback;
  onDone: () => Promise<unknown>;
  onSkip?: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  // Final once sent: the list only selects (arrow keys change a closed select at once in some
  // browsers); the button sends, and a choice under 4 first asks.
  const [choice, setChoice] = useState<number | null>(null);
  const [asking, setAsking] = useState(false);
  const rate = useRateMentoring(feedback.id);
  const send = (rating: number) =>
    rate.mutate(rating, {
      onSuccess: async () => {
        toast.show(t('mentoring.thanks'), 'success');
        setAsking(false);
        await onDone();
      },
      onError: (error) => toast.show(error.message, 'danger'),
    });
  return (
    <div className="nv-stack" data-gap="sm">
      <div className="challenge-rate-mentoring">
        <Select
          label={t('mentoring.rate')}
          name={`rate-${feedback.id}`}
          value={choice === null ? null : String(choice)}
          options={MENTOR_RATINGS.map((r) => ({
            value: String(r),
            label: `${r} · ${t(`mentoring.scale.${r}`)}`,
          }))}
          onChange={(value) => {
            setChoice(value === null ? null : Number(value));
            setAsking(false);
          }}
          disabled={rate.isPending}
        />
        <Button
          disabled={choice === null || rate.isPending}
          onClick={() => {
            if (choice === null) return;
            if (suggestsSkippingMentoring(choice)) setAsking(true);
            else send(choice);
          }}
        >
          {t('mentoring.submitRate')}
        </Button>
      </div>
      {asking && choice !== null ? (
        <div role="alert" className="nv-alert nv-stack" data-tone="warning">
          <p className="nv-flush">{t('mentoring.lowHint')}</p>
          <div className="nv-cluster">
            <Button disabled={rate.isPending} onClick={() => send(choice)}>
              {t('mentoring.rateAnyway')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setAsking(false);
                setChoice(null);
                onSkip?.();
              }}
            >
              {t('mentoring.skip')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
