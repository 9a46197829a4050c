import type { ReactNode } from 'react';
import { StatTile } from './stat-tile.js';

export interface HeroFact {
  readonly key: string;
  readonly label: string;
  readonly value: ReactNode;
  readonly icon?: ReactNode;
  readonly hint?: ReactNode;
}

export interface ChallengeHeroProps {
  /** The category above the question; an empty line keeps its place when there is none. */
  readonly category?: string | null | undefined;
  readonly title: ReactNode;
  /** The question's id, which the page's `aria-labelledby` names. */
  readonly titleId: string;
  readonly detail: ReactNode;
  /** Under the question: a co-author's credit. */
  readonly credit?: ReactNode;
  /** The catalyst, the state and the public counts, in one line. */
  readonly meta: ReactNode;
  /** What a player weighs first: prize, deadline, entry fee. */
  readonly facts: readonly HeroFact[];
  /** The cover (an `img` with its width and height, so nothing moves when it arrives). */
  readonly image?: ReactNode;
  /** Who made the cover; shown under it. */
  readonly imageCredit?: ReactNode;
  /**
   * `banner` (the default) crops the cover to a wide band, so the question and its facts stay
   * the page's top; `whole` shows all of it, for a picture that is the challenge (a caption's).
   */
  readonly cover?: 'banner' | 'whole';
  /** After the facts (the challenge's rating). */
  readonly children?: ReactNode;
}

/**
 * A challenge page's header: category, question, detail and credit first (a visitor's first
 * paint draws exactly these, so they come before anything that waits on data), then the
 * catalyst's line, the prize and deadline as tiles, and the cover with its credit.
 *
 * @example <ChallengeHero titleId="t" title="Lunch?" detail="…" meta="@cora · 3 ideas" facts={[]} />
 */
export function ChallengeHero({
  category,
  title,
  titleId,
  detail,
  credit,
  meta,
  facts,
  image,
  imageCredit,
  cover = 'banner',
  children,
}: ChallengeHeroProps) {
  return (
    <header className="nv-hero">
      <p className="nv-hero-kicker">{category}</p>
      <h1 id={titleId} className="nv-hero-title">
        {title}
      </h1>
      <p className="nv-hero-detail">{detail}</p>
      {credit}
      <p className="nv-hero-meta">{meta}</p>
      {facts.length > 0 ? (
        <ul className="nv-hero-facts">
          {facts.map(({ key, ...fact }) => (
            <li key={key}>
              <StatTile {...fact} />
            </li>
          ))}
        </ul>
      ) : null}
      {children}
      {image ? (
        <figure className="nv-hero-figure" data-cover={cover}>
          {image}
          {imageCredit ? <figcaption>{imageCredit}</figcaption> : null}
        </figure>
      ) : null}
    </header>
  );
}
