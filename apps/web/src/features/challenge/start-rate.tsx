import type { Challenge } from '@nervus/contracts';
import { Card, useTranslation } from '@nervus/ui-kit';
import { Link } from '@tanstack/react-router';
import '../../i18n/challenge.en.js';

/** `challenges/{c}/start-rate`: the rules of rating, then on to the rating page. */
export function StartRate({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="start-rate" className="nv-stack" data-gap="lg">
      <p className="nv-hint nv-flush">
        <Link to="/challenges/$challenge" params={{ challenge: challenge.slug }}>
          {t('challenge.backToChallenge')}
        </Link>
      </p>
      <h1 id="start-rate" className="nv-flush">
        {t('challenge.startRateTitle')}
      </h1>
      <Card className="nv-stack" padding="lg">
        <p className="nv-hint nv-flush">{challenge.question_title}</p>
        <p className="lead nv-flush">{t('challenge.startRateLead')}</p>
        <div>
          <Link
            to="/challenges/$challenge/rate"
            params={{ challenge: challenge.slug }}
            className="nv-button"
            data-size="lg"
          >
            {t('challenge.startRate')}
          </Link>
        </div>
      </Card>
    </section>
  );
}
