/**
 * The Mentoring & Ratings tab: the rating queue (with mentoring beside each idea) while the
 * challenge is open, and for an innovator the mentoring their ideas received, to rate one by one.
 */
import type { Challenge } from '@nervus/contracts';
import { Card, EmptyState, useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EntryGate } from '../money/entry-gate.js';
import { useMe } from '../session/queries.js';
import { MentoringToRate } from './mentoring.js';
import { ideasQueryOptions } from './queries.js';
import { RateIdeas } from './rate.js';
import '../../i18n/challenge.en.js';
import './challenge.css';
import '../../i18n/mentoring.en.js';

export function MentoringTab({ challenge, open }: { challenge: Challenge; open: boolean }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (!me)
    return (
      <Card className="challenge-cta">
        <p>{t('challenge.playLead')}</p>
        <Link
          to="/accounts/gateway"
          search={{ continue: `/challenges/${challenge.slug}` }}
          className="nv-button"
        >
          {t('challenge.signInToPlay')}
        </Link>
      </Card>
    );
  return <PlayerMentoring challenge={challenge} open={open} />;
}

function PlayerMentoring({ challenge, open }: { challenge: Challenge; open: boolean }) {
  const { t } = useTranslation();
  const { data: ideas } = useSuspenseQuery(ideasQueryOptions(challenge.id));
  const mine = ideas.data.filter((idea) => idea.mine);
  return (
    <div className="nv-stack" data-gap="lg">
      {!open && mine.length === 0 ? (
        <EmptyState level={2} title={t('challenge.mentoringClosed')} />
      ) : null}
      {open ? (
        <EntryGate challenge={challenge} kind="rating">
          <RateIdeas challenge={challenge} />
        </EntryGate>
      ) : null}
      {mine.length > 0 ? (
        <section aria-labelledby="mentoring-mine" className="nv-stack">
          <h2 id="mentoring-mine" className="nv-flush">
            {t('mentoring.yourMentoring')}
          </h2>
          {mine.map((idea) => (
            <MentoringToRate key={idea.id} challengeId={challenge.id} idea={idea} />
          ))}
        </section>
      ) : null}
    </div>
  );
}
