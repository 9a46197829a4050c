/**
 * The Ideas tab: entering ideas while the challenge is open (hidden from everyone else until it
 * closes), the player's own ideas with their content hashes, and after the settlement the ranked
 * and revealed ideas, each checkable against the hash shown at entry. Its catalyst picks a Top 3
 * and may end the challenge early.
 */
import type { Challenge, Idea } from '@nervus/contracts';
import { Card, EmptyState, IdeaCard, useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useMe } from '../session/queries.js';
import { ideasQueryOptions } from './queries.js';
import {
  EndChallengePart,
  EnterIdeaPart,
  MentoringReceivedPart,
  PromotedIdeasPart,
  PromoteIdeaPart,
  ResultsPodiumPart,
  Top3Part,
  VerifyHashPart,
} from './tab-panels.js';
import '../../i18n/challenge.en.js';
import './challenge.css';
import { imageSources } from '../../lib/images.js';

/**
 * A part of the tab that loads when it is shown (`tab-panels.tsx`): the page's loader has it ready
 * for what it shows at first; one shown later (mentoring on an idea just entered) waits alone.
 */
function Part({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

function ListedIdea({
  challenge,
  idea,
  highlighted,
  revealed,
  catalyst,
}: {
  challenge: Challenge;
  idea: Idea;
  highlighted: boolean;
  revealed: boolean;
  /** The reader is the challenge's catalyst (who may promote a QQ challenge's ideas). */
  catalyst: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  // A link to one idea (`idea/{id}`) lands here: bring it into view and to the keyboard.
  useEffect(() => {
    if (highlighted) {
      ref.current?.scrollIntoView({ block: 'center' });
      ref.current?.focus();
    }
  }, [highlighted]);
  const promotable = revealed && catalyst && challenge.solution_format === 'qq';
  const verifiable = revealed && idea.author !== null && idea.content_hash !== null;
  return (
    <IdeaCard
      as="li"
      id={`idea-${idea.id}`}
      ref={ref}
      tabIndex={highlighted ? -1 : undefined}
      aria-current={highlighted ? 'true' : undefined}
      aria-label={highlighted ? t('challenge.highlighted') : undefined}
      title={idea.title}
      rank={idea.rank}
      author={idea.author ? { name: `@${idea.author.handle}`, handle: idea.author.handle } : null}
      mine={idea.mine}
      tested={
        challenge.solution_format === 'test-an-idea' && idea.author?.id === challenge.catalyst.id
      }
      image={
        idea.primary_image ? (
          <img
            {...imageSources(idea.primary_image, '(min-width: 548px) 500px, calc(100vw - 48px)')}
            alt={idea.title}
            width={500}
            height={333}
            loading="lazy"
          />
        ) : null
      }
      body={idea.description}
      rating={idea.rating_count === null ? null : { count: idea.rating_count, score: idea.score }}
      actions={
        verifiable || promotable ? (
          <>
            {verifiable ? (
              <Part>
                <VerifyHashPart idea={idea} />
              </Part>
            ) : null}
            {promotable ? (
              <Part>
                <PromoteIdeaPart challenge={challenge} idea={idea} />
              </Part>
            ) : null}
          </>
        ) : null
      }
    >
      {idea.content_hash ? (
        <p className="nv-hint nv-break">
          {t('challenge.hash')} <code>{idea.content_hash}</code>
        </p>
      ) : null}
      {idea.mine ? (
        <Part>
          <MentoringReceivedPart idea={idea} />
        </Part>
      ) : null}
    </IdeaCard>
  );
}

/** Test-an-idea, once revealed: how the catalyst's own idea fared against the crowd's. */
function TestedIdeaResult({ challenge, ideas }: { challenge: Challenge; ideas: readonly Idea[] }) {
  const { t } = useTranslation();
  const tested = ideas.find((idea) => idea.author?.id === challenge.catalyst.id);
  if (!tested) return null;
  const ranked = ideas.filter((idea) => idea.rank !== null).length;
  return (
    <p role="status" className="nv-alert" data-tone="info">
      {tested.rank === null
        ? t('challenge.testedUnranked', { title: tested.title })
        : t('challenge.testedRank', { title: tested.title, rank: tested.rank, count: ranked })}
    </p>
  );
}

export function IdeasTab({
  challenge,
  open,
  highlight,
}: {
  challenge: Challenge;
  open: boolean;
  highlight: string | undefined;
}) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { data: ideas } = useSuspenseQuery(ideasQueryOptions(challenge.id));
  const catalyst = me?.user.id === challenge.catalyst.id;
  const revealed = ideas.meta.revealed;
  return (
    <div className="nv-stack" data-gap="lg">
      {!me && open ? (
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
      ) : null}
      {me && open && !catalyst ? (
        <Part>
          <EnterIdeaPart challenge={challenge} />
        </Part>
      ) : null}
      {me && open ? (
        <Card className="challenge-cta">
          <p>{t('challenge.rateCta')}</p>
          <Link
            to="/challenges/$challenge/start-rate"
            params={{ challenge: challenge.slug }}
            className="nv-button"
            data-variant="secondary"
          >
            {t('challenge.startRate')}
          </Link>
        </Card>
      ) : null}
      {catalyst && open ? (
        <Part>
          <Top3Part challenge={challenge} />
          <EndChallengePart challenge={challenge} />
        </Part>
      ) : null}
      {revealed && challenge.solution_format === 'test-an-idea' ? (
        <TestedIdeaResult challenge={challenge} ideas={ideas.data} />
      ) : null}
      <section aria-labelledby="ideas-title" className="nv-stack">
        <h2 id="ideas-title" className="nv-flush">
          {revealed
            ? t('challenge.results')
            : me
              ? t('challenge.yourIdeas')
              : t('challenge.ideasList')}
        </h2>
        {ideas.data.length === 0 ? (
          <EmptyState
            level={3}
            title={
              revealed
                ? t('challenge.noIdeas')
                : me
                  ? t('challenge.noIdeasYet')
                  : t('challenge.ideasHidden')
            }
          >
            {revealed || !me ? null : t('challenge.noIdeasHint')}
          </EmptyState>
        ) : null}
        {revealed && ideas.data.length > 0 ? (
          <Part>
            <ResultsPodiumPart ideas={ideas.data} />
          </Part>
        ) : null}
        {ideas.data.length > 0 ? (
          <ul className="nv-stack nv-list-plain" aria-label={t('challenge.ideasList')}>
            {ideas.data.map((idea) => (
              <ListedIdea
                key={idea.id}
                challenge={challenge}
                idea={idea}
                revealed={revealed}
                catalyst={catalyst}
                highlighted={idea.id === highlight}
              />
            ))}
          </ul>
        ) : null}
      </section>
      {revealed && challenge.solution_format === 'qq' ? (
        <Part>
          <PromotedIdeasPart challenge={challenge} />
        </Part>
      ) : null}
    </div>
  );
}
