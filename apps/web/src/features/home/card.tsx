/**
 * One challenge as a list of cards shows it (the home's sections, a player's challenges): its
 * title linking to the challenge, category, catalyst, prize, entry fee, phase and, once
 * settled, its Top 3.
 */
import type { ChallengeCard as Card } from '@nervus/contracts';
import { ChallengeCard, useTranslation } from '@nervus/ui-kit';
import { Link } from '@tanstack/react-router';
import '../../i18n/challenge-card.en.js';
import '../../i18n/home.en.js';

function money(dollars: string): string {
  return `$${dollars.endsWith('.00') ? dollars.slice(0, -3) : dollars}`;
}

export function CardOfChallenge({ card }: { card: Card }) {
  const { t } = useTranslation();
  const prize =
    card.prize.prize_money !== '0.00'
      ? money(card.prize.prize_money)
      : (card.prize.prize_title ?? undefined);
  return (
    <ChallengeCard
      headingLevel={3}
      title={
        <Link to="/challenges/$challenge" params={{ challenge: card.slug }}>
          {card.question_title}
        </Link>
      }
      category={card.main_category?.name}
      catalyst={card.catalyst.handle}
      prize={prize || undefined}
      entryFee={card.idea_entry_fee > 0 ? money((card.idea_entry_fee / 100).toFixed(2)) : ''}
      open={card.phase === 'open'}
      status={
        card.phase === 'open'
          ? t('challengeCard.endsOn', { date: card.duration_end.slice(0, 10) })
          : t(card.phase === 'settled' ? 'homeSections.settled' : 'homeSections.closed')
      }
      ideas={card.ideas}
      raters={card.raters}
    >
      {card.winners.length > 0 ? (
        <ol
          className="nv-stack nv-flush"
          data-gap="sm"
          aria-label={t('homeSections.top3', { title: card.question_title })}
        >
          {[...card.winners]
            .sort((a, b) => a.position - b.position)
            .map((w) => (
              <li key={w.idea.id}>
                {t('homeSections.winner', { title: w.idea.title, handle: w.author.handle })}
              </li>
            ))}
        </ol>
      ) : null}
    </ChallengeCard>
  );
}
