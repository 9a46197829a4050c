import { Tooltip, useTranslation } from '@nervus/ui-kit';
import { Link } from '@tanstack/react-router';

/**
 * The page header's actions for a signed-in player: Create Challenge, Test Idea and Save Idea
 * (a placeholder that says so; hidden on small screens).
 */
export function PlayerActions() {
  const { t } = useTranslation();
  return (
    <>
      <Link className="nv-button" to="/challenges/create">
        {t('header.createChallenge')}
      </Link>
      <Link className="nv-button" data-variant="secondary" to="/challenges/test-idea">
        {t('header.testIdea')}
      </Link>
      <span className="app-hide-small">
        <Tooltip content={t('user.laterFeature')}>
          <button type="button" className="nv-button" data-variant="secondary" aria-disabled="true">
            {t('header.saveIdea')}
          </button>
        </Tooltip>
      </span>
    </>
  );
}
