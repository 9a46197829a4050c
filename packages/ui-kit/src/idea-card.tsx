import type { ComponentPropsWithoutRef, CSSProperties, ReactNode, Ref } from 'react';
import { useTranslation } from './i18n.js';
import { initials } from './person.js';
import { RATING_MAX } from './rating-logic.js';

/** An idea's author as its reader may see them. */
export interface IdeaAuthor {
  /** What the card shows: `@handle`, or a link to their page. */
  readonly name: ReactNode;
  /** The handle, for the initials when there is no picture. */
  readonly handle: string;
  readonly avatarSrc?: string | null | undefined;
}

export interface IdeaCardProps extends Omit<ComponentPropsWithoutRef<'article'>, 'title'> {
  /** `li` when the card is an item of a list (the list keeps its semantics), else `article`. */
  readonly as?: 'article' | 'li';
  readonly ref?: Ref<HTMLElement> | undefined;
  readonly title: ReactNode;
  /** The heading's level in the page around the card. */
  readonly headingLevel?: 2 | 3 | 4 | undefined;
  /** The title's heading, for a page that moves the keyboard to it (it takes focus, not tabs). */
  readonly titleRef?: Ref<HTMLHeadingElement> | undefined;
  /** Its place once the ideas are ranked: before the title, a medal's colour for the Top 3. */
  readonly rank?: number | null | undefined;
  /**
   * Who entered it: a person, `'hidden'` while the game keeps authors secret (until the close),
   * or nothing where the page does not say (the reader's own list).
   */
  readonly author?: IdeaAuthor | 'hidden' | null | undefined;
  /** A picture (an `img` the app draws with its own sources), at most the card's width. */
  readonly image?: ReactNode | undefined;
  /** The idea's text. */
  readonly body?: ReactNode | undefined;
  /** Cuts the text to a few lines: for lists that are scanned, not read. */
  readonly excerpt?: boolean | undefined;
  /**
   * Its public rating, once the ideas are revealed: the count, and the score in stars (0 to 5)
   * when it has enough ratings to have one.
   */
  readonly rating?: { readonly count: number; readonly score?: number | null } | null | undefined;
  /** The reader's own idea. */
  readonly mine?: boolean | undefined;
  /** The catalyst's test idea, judged blind beside the crowd's. */
  readonly tested?: boolean | undefined;
  /** More badges after the card's own (ui-kit `Badge`s). */
  readonly badges?: ReactNode | undefined;
  /** Buttons and links at the card's foot. */
  readonly actions?: ReactNode | undefined;
  /** Anything else about the idea (its hash, its mentoring), between its text and its actions. */
  readonly children?: ReactNode | undefined;
}

/** The stars of a score: five glyphs filled to the score's share, in the warning colour. */
function Stars({ score }: { score: number }) {
  const share = Math.min(1, Math.max(0, score / RATING_MAX)) * 100;
  return (
    <span
      className="nv-idea-card-stars"
      aria-hidden="true"
      style={{ '--nv-idea-stars-fill': `${share}%` } as CSSProperties}
    >
      {'★'.repeat(RATING_MAX)}
    </span>
  );
}

function Author({ author }: { author: IdeaAuthor | 'hidden' }) {
  const { t } = useTranslation('ui');
  if (author === 'hidden')
    return (
      <p className="nv-idea-card-author" data-hidden="true">
        <span className="nv-idea-card-avatar" aria-hidden="true">
          ?
        </span>
        {t('component.idea.hiddenAuthor')}
      </p>
    );
  return (
    <p className="nv-idea-card-author">
      {author.avatarSrc ? (
        <img className="nv-idea-card-avatar" src={author.avatarSrc} alt="" />
      ) : (
        <span className="nv-idea-card-avatar" aria-hidden="true">
          {initials(author.handle)}
        </span>
      )}
      <span className="nv-idea-card-name">{author.name}</span>
    </p>
  );
}

/**
 * An idea in a list: its place once ranked, title, author (or that the author stays hidden until
 * the close), picture, text, public rating, badges for its state, and its actions. No icons
 * beyond text glyphs: the challenge page that lists ideas is near its script budget.
 *
 * @example <IdeaCard title="Soup from leftovers" author={{ name: '@ivan', handle: 'ivan' }} body="…" rating={{ count: 4, score: 4.2 }} rank={1} />
 */
export function IdeaCard({
  as: Element = 'article',
  title,
  headingLevel = 3,
  titleRef,
  rank,
  author,
  image,
  body,
  excerpt = false,
  rating,
  mine = false,
  tested = false,
  badges,
  actions,
  children,
  className,
  ...rest
}: IdeaCardProps) {
  const { t } = useTranslation('ui');
  const Heading = `h${headingLevel}` as const;
  const hasBadges = mine || tested || Boolean(badges);
  return (
    <Element
      className={className ? `nv-card nv-idea-card ${className}` : 'nv-card nv-idea-card'}
      {...(rest as object)}
    >
      {hasBadges ? (
        <div className="nv-idea-card-badges">
          {/* Badge's markup, not its module: one less import on the ideas' pages. */}
          {mine ? (
            <span className="nv-badge" data-tone="brand">
              {t('component.idea.mine')}
            </span>
          ) : null}
          {tested ? (
            <span className="nv-badge" data-tone="info">
              {t('component.idea.tested')}
            </span>
          ) : null}
          {badges}
        </div>
      ) : null}
      <Heading className="nv-idea-card-title" ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
        {rank ? (
          <>
            <span className="nv-idea-card-place" data-rank={rank <= 3 ? rank : undefined}>
              {t('component.idea.place', { rank })}
            </span>
            {/* Read as "#1 · Title"; the place's pill is the separator for the eye. */}
            <span className="nv-visually-hidden"> · </span>
          </>
        ) : null}
        {title}
      </Heading>
      {author ? <Author author={author} /> : null}
      {image ? <div className="nv-idea-card-image">{image}</div> : null}
      {body ? (
        <div className="nv-idea-card-body" data-excerpt={excerpt || undefined}>
          {body}
        </div>
      ) : null}
      {rating ? (
        <p className="nv-idea-card-rating">
          {rating.score !== null && rating.score !== undefined ? (
            <>
              <Stars score={rating.score} />
              <strong>{t('component.idea.score', { score: rating.score.toFixed(1) })}</strong>
              <span aria-hidden="true">·</span>
            </>
          ) : null}
          <span>{t('component.idea.ratings', { count: rating.count })}</span>
        </p>
      ) : null}
      {children ? <div className="nv-idea-card-extra">{children}</div> : null}
      {actions ? <div className="nv-idea-card-actions">{actions}</div> : null}
    </Element>
  );
}
