/**
 * The Ideas tab: entering ideas while the challenge is open (hidden from everyone else until it
 * closes), the player's own ideas with their content hashes, and after the settlement the ranked
 * and revealed ideas, each checkable against the hash shown at entry. Its catalyst picks a Top 3
 * and may end the challenge early.
 */
import type { Challenge, Idea } from '@nervus/contracts';
import { useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useMe } from '../session/queries.js';
import { checkIdeaHash } from './idea-hash.js';
import { ideasQueryOptions } from './queries.js';
import {
  EndChallengePart,
  EnterIdeaPart,
  MentoringReceivedPart,
  PromotedIdeasPart,
  PromoteIdeaPart,
  ResultsPodiumPart,
  Top3Part,
} from './tab-panels.js';
import '../../i18n/challenge.en.js';
import { imageSources } from '../../lib/images.js';

/**
 * A part of the tab that loads when it is shown (`tab-panels.tsx`): the page's loader has it ready
 * for what it shows at first; one shown later (mentoring on an idea just entered) waits alone.
 */
function Part({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** Hashes the revealed idea in the browser and compares it with the hash fixed at entry. */
function VerifyHash({ idea }: { idea: Idea }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<boolean | null>(null);
  if (!idea.author || !idea.content_hash) return null;
  const check = async () => setResult((await checkIdeaHash(idea)) === 'match');
  return (
    <p>
      <button type="button" className="nv-button" data-variant="secondary" onClick={check}>
        {t('challenge.verify')}
      </button>{' '}
      {result === null ? null : (
        <span role="status" className="nv-alert" data-tone={result ? 'success' : 'danger'}>
          {result ? t('challenge.verified') : t('challenge.notVerified')}
        </span>
      )}
    </p>
  );
}

function IdeaCard({
  challenge,
  idea,
  highlighted,
  revealed,
}: {
  challenge: Challenge;
  idea: Idea;
  highlighted: boolean;
  revealed: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLLIElement>(null);
  // A link to one idea (`idea/{id}`) lands here: bring it into view and to the keyboard.
  useEffect(() => {
    if (highlighted) {
      ref.current?.scrollIntoView({ block: 'center' });
      ref.current?.focus();
    }
  }, [highlighted]);
  return (
    // The ui-kit's card look on the list item itself (Card types its ref as a div's).
    <li
      className="nv-card app-stack"
      id={`idea-${idea.id}`}
      ref={ref}
      tabIndex={highlighted ? -1 : undefined}
      aria-current={highlighted ? 'true' : undefined}
      aria-label={highlighted ? t('challenge.highlighted') : undefined}
    >
      <h3>
        {idea.rank ? `${t('challenge.place', { rank: idea.rank })} · ` : null}
        {idea.title}
      </h3>
      {idea.primary_image ? (
        <img
          {...imageSources(idea.primary_image, '(min-width: 548px) 500px, calc(100vw - 48px)')}
          alt={idea.title}
          width={500}
          height={333}
          loading="lazy"
          className="app-cover"
        />
      ) : null}
      <p>{idea.description}</p>
      {idea.author ? <p className="nv-hint">@{idea.author.handle}</p> : null}
      {idea.rating_count !== null ? (
        <p className="nv-hint">
          {t('challenge.ratings', { count: idea.rating_count })}
          {idea.score !== null ? ` · ${t('challenge.score', { score: idea.score })}` : null}
        </p>
      ) : null}
      {idea.content_hash ? (
        <p className="nv-hint">
          {t('challenge.hash')} <code>{idea.content_hash}</code>
        </p>
      ) : null}
      {revealed ? <VerifyHash idea={idea} /> : null}
      {revealed && challenge.solution_format === 'qq' ? (
        <Part>
          <PromoteIdeaPart challenge={challenge} idea={idea} />
        </Part>
      ) : null}
      {idea.mine ? (
        <Part>
          <MentoringReceivedPart idea={idea} />
        </Part>
      ) : null}
    </li>
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
    <div className="app-stack">
      {!me && open ? (
        <p>
          <Link to="/accounts/gateway" search={{ continue: `/challenges/${challenge.slug}` }}>
            {t('challenge.signInToPlay')}
          </Link>
        </p>
      ) : null}
      {me && open && !catalyst ? (
        <Part>
          <EnterIdeaPart challenge={challenge} />
        </Part>
      ) : null}
      {me && open ? (
        <p>
          {t('challenge.rateCta')}{' '}
          <Link to="/challenges/$challenge/start-rate" params={{ challenge: challenge.slug }}>
            {t('challenge.startRate')}
          </Link>
        </p>
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
      <section aria-labelledby="ideas-title">
        <h2 id="ideas-title">{revealed ? t('challenge.results') : t('challenge.yourIdeas')}</h2>
        {ideas.data.length === 0 ? (
          <p>{revealed ? t('challenge.noIdeas') : t('challenge.noIdeasYet')}</p>
        ) : null}
        {revealed && ideas.data.length > 0 ? (
          <Part>
            <ResultsPodiumPart ideas={ideas.data} />
          </Part>
        ) : null}
        <ul className="app-stack" aria-label={t('challenge.ideasList')}>
          {ideas.data.map((idea) => (
            <IdeaCard
              key={idea.id}
              challenge={challenge}
              idea={idea}
              revealed={revealed}
              highlighted={idea.id === highlight}
            />
          ))}
        </ul>
      </section>
      {revealed && challenge.solution_format === 'qq' ? (
        <Part>
          <PromotedIdeasPart challenge={challenge} />
        </Part>
      ) : null}
    </div>
  );
}
