import type { Challenge } from '@nervus/contracts';
import { useTranslation } from '@nervus/ui-kit';
import { Link } from '@tanstack/react-router';
import '../../i18n/challenge.en.js';

/** `challenges/{c}/start-rate`: the rules of rating, then on to the rating page. */
export function StartRate({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="start-rate" className="app-stack">
      <h1 id="start-rate">{t('challenge.startRateTitle')}</h1>
      <p className="nv-hint">{challenge.question_title}</p>
      <p>{t('challenge.startRateLead')}</p>
      <p>
        <Link
          to="/challenges/$challenge/rate"
          params={{ challenge: challenge.slug }}
          className="nv-button"
        >
          {t('challenge.startRate')}
        </Link>{' '}
        <Link to="/challenges/$challenge" params={{ challenge: challenge.slug }}>
          {t('challenge.backToChallenge')}
        </Link>
      </p>
    </section>
  );
}
