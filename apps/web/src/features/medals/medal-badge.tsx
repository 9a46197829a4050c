/**
 * A medal as the pages show it: a disc in its tier's colour with the medal's drawing, its name,
 * its tier in words, what earns it, and either when it was earned (and for which idea or race)
 * or how far the player is toward it. Colour is never the only sign: the tier and the state are
 * words too, and the drawing is decorative (the name says what it is).
 */
import type { AwardedMedal, Medal, MedalProgress } from '@nervus/contracts';
import { ProgressBar, useTranslation } from '@nervus/ui-kit';
import { Link } from '@tanstack/react-router';
import './medals.css';
import '../../i18n/medals.en.js';

/*
 * The drawings are lucide's icons as masks in the disc's colour (medals.css, like the navbar's
 * in app.css): lucide-react's components would bring its runtime, ~4 KB gzip, into every medal
 * page's first script. The answers' schema admits only the icons game-rules names, and
 * medal-icons.test.tsx checks that medals.css draws each of them.
 */

/** The medal's disc: its drawing on its tier's colour, dimmed with a lock while not earned. */
export function MedalDisc({ medal, earned }: { medal: Medal; earned: boolean }) {
  return (
    <span className="app-medal-disc" data-tier={medal.tier} data-earned={earned} aria-hidden="true">
      <span className="app-icon" data-icon={medal.icon} />
      {earned ? null : (
        <span className="app-medal-lock">
          <span className="app-icon" data-icon="lock" />
        </span>
      )}
    </span>
  );
}

function earnedOn(at: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(at),
  );
}

/** Where an awarded medal was earned: the idea and its challenge, or the olympiad race. */
function AwardContext({ award }: { award: AwardedMedal }) {
  const { t } = useTranslation();
  if (award.challenge_slug && award.idea_title)
    return (
      <span className="app-medal-context">
        {t('medals.forIdea', { idea: award.idea_title })}{' '}
        <Link to="/challenges/$challenge" params={{ challenge: award.challenge_slug }}>
          {award.challenge_title ?? award.challenge_slug}
        </Link>
      </span>
    );
  if (award.race_name)
    return (
      <span className="app-medal-context">
        {t('medals.forRace', { race: award.race_name, olympiad: award.olympiad_name ?? '' })}
      </span>
    );
  return null;
}

/** One medal a player was awarded. */
export function AwardedMedalItem({
  award,
  headingLevel = 3,
}: {
  award: AwardedMedal;
  headingLevel?: 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const { t, i18n } = useTranslation();
  return (
    <li className="app-medal" data-tier={award.tier}>
      <MedalDisc medal={award} earned />
      <div className="app-medal-body">
        <Heading className="app-medal-name">{award.name}</Heading>
        <span className="app-medal-tier">{t(`medals.tiers.${award.tier}`)}</span>
        <p className="app-medal-description">{award.description}</p>
        <span className="app-medal-when">
          {t('medals.earnedOn', { date: earnedOn(award.awarded_at, i18n.language) })}
        </span>
        <AwardContext award={award} />
      </div>
    </li>
  );
}

/** A medal of the catalogue with the player's way to it (a bar when it takes more than one step). */
export function MedalProgressItem({
  medal,
  headingLevel = 3,
}: {
  medal: MedalProgress;
  headingLevel?: 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const { t } = useTranslation();
  const repeatable = medal.scope !== 'player';
  return (
    <li className="app-medal" data-tier={medal.tier} data-earned={medal.earned}>
      <MedalDisc medal={medal} earned={medal.earned} />
      <div className="app-medal-body">
        <Heading className="app-medal-name">{medal.name}</Heading>
        <span className="app-medal-tier">
          {t(`medals.tiers.${medal.tier}`)}
          {' · '}
          {medal.earned
            ? repeatable && medal.times > 1
              ? t('medals.earnedTimes', { count: medal.times })
              : t('medals.earned')
            : t('medals.notYet')}
        </span>
        <p className="app-medal-description">{medal.description}</p>
        {medal.earned || repeatable || medal.target <= 1 ? null : (
          <ProgressBar
            label={t('medals.progressLabel', { name: medal.name })}
            value={Math.min(medal.current, medal.target)}
            max={medal.target}
            valueText={t('medals.progress', { current: medal.current, target: medal.target })}
            tone="brand"
          />
        )}
      </div>
    </li>
  );
}
