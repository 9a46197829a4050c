/**
 * Rating the crowd's ideas: one idea at a time without its author, least-rated first, each
 * rating final. Mentoring the idea is offered beside it. Used in the challenge's Mentoring &
 * Ratings tab and on its own `rate` page; `start-rate` explains the rules first.
 */
import type { Challenge } from '@nervus/contracts';
import { Badge, Button, Card, IdeaCard, Rating, useToast, useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { EntryGate } from '../money/entry-gate.js';
import { MentorIdea } from './mentor-idea.js';
import { nextIdeaQueryOptions } from './queries.js';
import { useRateIdea } from './rate-mutation.js';
import '../../i18n/challenge.en.js';

export function RateIdeas({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  const toast = useToast();
  // Not suspended: a refusal (e.g. rating your own challenge) is said in place of the queue.
  const next = useQuery(nextIdeaQueryOptions(challenge.id));
  const [stars, setStars] = useState(0);
  // After a rating the button goes away with its idea: the keyboard moves on to the next one.
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const rate = useRateIdea(challenge.id, {
    // Before the queue refreshes: the next idea's arrival moves the keyboard to it.
    onRated: (rated) => {
      toast.show(t('challenge.rated', { count: rated.neurons_earned }), 'success');
      setStars(0);
      moved.current = true;
    },
  });
  const idea = next.data?.idea;
  const ideaId = idea?.id;
  useEffect(() => {
    if (moved.current && ideaId) {
      moved.current = false;
      heading.current?.focus();
    }
  }, [ideaId]);
  return (
    <section aria-labelledby="rate-ideas" className="nv-stack">
      <h2 id="rate-ideas" className="nv-flush">
        {t('challenge.rate')}
      </h2>
      {next.isPending ? <p className="nv-flush">{t('challenge.loading')}</p> : null}
      {next.isError ? (
        <p role="alert" className="nv-alert nv-flush" data-tone="danger">
          {next.error.message}
        </p>
      ) : null}
      {next.data && !idea ? <p className="nv-flush">{t('challenge.nothingToRate')}</p> : null}
      {idea ? (
        <>
          <IdeaCard
            title={idea.title}
            titleRef={heading}
            author="hidden"
            body={idea.description}
            badges={
              <Badge tone="info">
                {t('challenge.remaining', { count: next.data?.remaining ?? 0 })}
              </Badge>
            }
            actions={
              <>
                <Rating value={stars} onChange={setStars} label={t('challenge.yourRating')} />
                <Button
                  disabled={stars === 0 || rate.isPending}
                  onClick={() =>
                    rate.mutate(
                      { ideaId: idea.id, stars },
                      { onError: (error) => toast.show(error.message, 'danger') },
                    )
                  }
                >
                  {t('challenge.submitRating')}
                </Button>
              </>
            }
          >
            {idea.purpose ? <p className="nv-prewrap">{idea.purpose}</p> : null}
          </IdeaCard>
          <Card>
            <MentorIdea key={idea.id} ideaId={idea.id} />
          </Card>
        </>
      ) : null}
    </section>
  );
}

/** `challenges/{c}/rate`: the rating queue on its own page. */
export function RatePage({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  return (
    <div className="nv-stack" data-gap="lg">
      <p className="nv-hint nv-flush">
        <Link to="/challenges/$challenge" params={{ challenge: challenge.slug }}>
          {t('challenge.backToChallenge')}
        </Link>
      </p>
      <h1 className="nv-flush">{challenge.question_title}</h1>
      <EntryGate challenge={challenge} kind="rating">
        <RateIdeas challenge={challenge} />
      </EntryGate>
    </div>
  );
}
