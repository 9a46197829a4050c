/**
 * A challenge: the question and its tabs (Ideas, Mentoring & Ratings, Insightfuls, Discussions,
 * Details and Participants), the tab kept in the address (`?tab=`). The wrapper's rules (load by
 * id or slug, sign in and come back, failures to send-feedback, an ask-me-anything to its mentor
 * page, a closed challenge's child pages to it) run before it (`loaders.ts`), and the route's
 * loader has put what the page and its selected tab read into the query cache.
 */

import type { Challenge } from '@nervus/contracts';
import { ChallengeHero, type HeroFact, Tabs, type TFunction, useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useMe } from '../session/queries.js';
import { isCaptionChallenge } from './caption.js';
import { ChallengeRating } from './challenge-rating.js';
import { CoAuthorCredit } from './co-author.js';
import { IdeasTab } from './ideas-tab.js';
import { isChallengeOpen } from './phase.js';
import { challengeQueryOptions, ideasQueryOptions } from './queries.js';
import {
  DetailsPanel,
  DiscussionsPanel,
  InsightfulsPanel,
  MentoringPanel,
  ParticipantsPanel,
} from './tab-panels.js';
import { CHALLENGE_TABS, type ChallengeTab } from './tabs.js';
import '../../i18n/challenge.en.js';
import '../../i18n/challenge-card.en.js';
import { imageSources } from '../../lib/images.js';

/** The cover is as wide as the page's column (at most 1200 px), less its margins. */
const COVER_SIZES = '(min-width: 1248px) 1200px, calc(100vw - 48px)';

/** The prize as an amount when it has money, else its title; null when it has neither. */
export function prizeText(c: Challenge): string | null {
  if (Number(c.prize.prize_money) > 0) return `$${c.prize.prize_money}`;
  return c.prize.prize_title || null;
}

/** Who made the cover, as the creation flow credits it (`© user / source`), linked when known. */
function ImageCredit({ credit }: { credit: Challenge['image_credit'] }) {
  if (!credit?.user) return null;
  const text = `© ${credit.user}${credit.source ? ` / ${credit.source}` : ''}`;
  return credit.link ? (
    <a href={credit.link} rel="noopener noreferrer">
      {text}
    </a>
  ) : (
    text
  );
}

export function ChallengePage({
  challengeKey,
  tab = 'ideas',
  idea,
}: {
  challengeKey: string;
  tab?: ChallengeTab | undefined;
  idea?: string | undefined;
}) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { data: c } = useSuspenseQuery(challengeQueryOptions(challengeKey));
  const { data: ideas } = useSuspenseQuery(ideasQueryOptions(c.id));
  const navigate = useNavigate();
  const open = isChallengeOpen(c);
  const owner = me?.user.id === c.catalyst.id;
  const panels: Record<ChallengeTab, { label: string; content: ReactNode }> = {
    ideas: {
      label: t('challenge.tab.ideas'),
      content: <IdeasTab challenge={c} open={open} highlight={idea} />,
    },
    mentoring: {
      label: t('challenge.tab.mentoring'),
      content: <MentoringPanel challenge={c} open={open} />,
    },
    insightfuls: {
      label: t('challenge.tab.insightfuls'),
      content: <InsightfulsPanel challengeId={c.id} />,
    },
    discussions: {
      label: t('challenge.tab.discussions'),
      content: <DiscussionsPanel challengeId={c.id} />,
    },
    details: {
      label: owner && open ? t('challenge.tab.editDetails') : t('challenge.tab.details'),
      content: <DetailsPanel challenge={c} />,
    },
    participants: {
      label: t('challenge.tab.participants'),
      content: <ParticipantsPanel challengeId={c.id} />,
    },
  };
  return (
    // Keyed by challenge: the router keeps this page mounted from one challenge to the next, and
    // nothing typed into one (an idea, a reply, an edit) may follow the player to another.
    <article key={c.id} aria-labelledby="page-title" className="nv-stack" data-gap="lg">
      <ChallengeHero
        category={c.main_category?.name}
        titleId="page-title"
        title={c.question_title}
        detail={c.question_detail}
        credit={<CoAuthorCredit challenge={c} />}
        meta={
          <>
            @{c.catalyst.handle} · {t('challengeCard.ideaCount', { count: ideas.meta.total })}
          </>
        }
        facts={heroFacts(c, open, t)}
        image={
          c.primary_image ? (
            // The page's largest picture: asked for first, never lazily.
            <img
              {...imageSources(c.primary_image, COVER_SIZES)}
              alt=""
              width={600}
              height={400}
              fetchPriority="high"
            />
          ) : null
        }
        imageCredit={<ImageCredit credit={c.image_credit} />}
        cover={isCaptionChallenge(c) ? 'whole' : 'banner'}
      >
        <ChallengeRating challenge={c} />
      </ChallengeHero>
      <Tabs
        label={t('challenge.tabsLabel')}
        tabs={CHALLENGE_TABS.map((id) => ({ id, ...panels[id] }))}
        selected={tab}
        onSelect={(next) =>
          void navigate({
            to: '/challenges/$challenge',
            params: { challenge: challengeKey },
            search: (prev) => ({ ...prev, tab: next as ChallengeTab }),
            replace: true,
          })
        }
      />
    </article>
  );
}

/**
 * The prize and the deadline, what a player weighs first (the entry fee shows on entering; the
 * prize's kind and description in Details). A date rather than a ticking countdown: the page is
 * over its script budget, and the countdown's code weighs 0.6 KB gzip.
 */
function heroFacts(c: Challenge, open: boolean, t: TFunction): HeroFact[] {
  const prize = prizeText(c);
  return [
    ...(prize ? [{ key: 'prize', label: t('challenge.prize'), value: prize }] : []),
    {
      key: 'deadline',
      label: t('challenge.deadline'),
      value: open
        ? t('challengeCard.endsOn', { date: c.duration_end.slice(0, 10) })
        : t('challenge.closed'),
    },
  ];
}
