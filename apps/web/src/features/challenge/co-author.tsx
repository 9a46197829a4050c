import type { Challenge } from '@nervus/contracts';
import { useTranslation } from '@nervus/ui-kit';
import { Link } from '@tanstack/react-router';
import '../../i18n/challenge.en.js';

/** "with @handle": the innovator whose promoted QQ idea became this question. */
export function CoAuthorCredit({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  if (!challenge.co_author) return null;
  return (
    <Link to="/$platformSlug" params={{ platformSlug: challenge.co_author.handle }}>
      {t('challenge.withCoAuthor', { handle: challenge.co_author.handle })}
    </Link>
  );
}
