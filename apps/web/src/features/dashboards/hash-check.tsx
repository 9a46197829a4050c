/** The check that a revealed idea matches the hash fixed at entry, with the hash itself. */
import type { Idea } from '@nervus/contracts';
import { useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import '../../i18n/dashboard-results.en.js';

export function HashCheck({ idea }: { idea: Idea }) {
  const { t } = useTranslation();
  const check = useQuery({
    queryKey: ['idea', idea.id, 'hash-check', idea.content_hash, idea.description],
    // The check (game-rules' recipe and WebCrypto) loads once a hash is on screen.
    queryFn: async () => (await import('../challenge/idea-hash.js')).checkIdeaHash(idea),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!idea.content_hash) return null;
  return (
    <div className="nv-stack" data-gap="sm">
      <p className="dash-meta">
        {t('dashboardResults.hash.label')} <code className="dash-hash">{idea.content_hash}</code>
      </p>
      {check.data === 'match' ? (
        <p className="nv-alert" data-tone="success">
          {t('dashboardResults.hash.match')}
        </p>
      ) : check.data === 'mismatch' ? (
        <p role="alert" className="nv-alert" data-tone="danger">
          {t('dashboardResults.hash.mismatch')}
        </p>
      ) : null}
    </div>
  );
}
