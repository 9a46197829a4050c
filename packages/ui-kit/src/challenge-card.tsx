import type { ReactNode } from 'react';
import { useTranslation } from './i18n.js';

export interface ChallengeCardProps {
  /** The challenge's question, usually a link: the whole card follows it when clicked. */
  readonly title: ReactNode;
  /** The heading's level in the page around the card. */
  readonly headingLevel?: 2 | 3 | undefined;
  /** The cover (an `img` the app draws, with its own sources); the card crops it to 3:2. */
  readonly image?: ReactNode | undefined;
  readonly category?: string | null | undefined;
  /** The catalyst's handle, without the `@`. */
  readonly catalyst?: string | undefined;
  /** The prize already in words ("$500", "Glory"). */
  readonly prize?: string | undefined;
  /** The entry fee already in words; absent or empty for a free challenge. */
  readonly entryFee?: string | undefined;
  readonly open: boolean;
  /**
   * Its time: a `Countdown`, the day it ends, "Settled". The app chooses: a countdown's code
   * weighs 0.6 KB gzip, which a list near its script budget may not afford.
   */
  readonly status?: ReactNode | undefined;
  /** Only counts that are public: a hidden challenge's ideas are counted, never shown. */
  readonly ideas?: number | undefined;
  readonly raters?: number | undefined;
  /** The reader's own part (their ideas, best rank), after the counts. */
  readonly children?: ReactNode | undefined;
}

/**
 * A challenge in a list: cover, category, question, catalyst, prize, entry fee, time left and
 * the public counts, with its open or closed state in words. One link (the title) covers the
 * card, so a reader tabs to each challenge once. No icons: the lists' pages are near their
 * script budget, and icons' shared code alone weighs 1.6 KB gzip.
 *
 * @example <ChallengeCard title={<a href="/challenges/lunch">Lunch?</a>} open status="2 days left" ideas={4} />
 */
export function ChallengeCard({
  title,
  headingLevel = 2,
  image,
  category,
  catalyst,
  prize,
  entryFee,
  open,
  status,
  ideas,
  raters,
  children,
}: ChallengeCardProps) {
  const { t } = useTranslation('ui');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="nv-card nv-challenge-card" data-padding="none" data-interactive="true">
      {image ? <div className="nv-challenge-card-image">{image}</div> : null}
      <div className="nv-challenge-card-body">
        <div className="nv-challenge-card-top">
          {/* Badge's markup, not its module: the lists are near their script budget. */}
          <span className="nv-badge" data-tone={open ? 'success' : undefined}>
            {open ? t('component.challenge.open') : t('component.challenge.closed')}
          </span>
          {category ? <span className="nv-challenge-card-category">{category}</span> : null}
        </div>
        <Heading className="nv-challenge-card-title">{title}</Heading>
        {catalyst ? (
          <p className="nv-challenge-card-by">
            {t('component.challenge.by', { handle: catalyst })}
          </p>
        ) : null}
        <ul className="nv-challenge-card-facts">
          {prize ? (
            <li data-fact="prize">
              <span>
                {t('component.challenge.prize')} <strong>{prize}</strong>
              </span>
            </li>
          ) : null}
          {entryFee !== undefined ? (
            <li>
              {entryFee
                ? t('component.challenge.entryFee', { fee: entryFee })
                : t('component.challenge.free')}
            </li>
          ) : null}
          {status ? <li>{status}</li> : null}
          {ideas !== undefined ? <li>{t('component.challenge.ideas', { count: ideas })}</li> : null}
          {raters !== undefined ? (
            <li>{t('component.challenge.raters', { count: raters })}</li>
          ) : null}
        </ul>
        {children ? <div className="nv-challenge-card-extra">{children}</div> : null}
      </div>
    </article>
  );
}
