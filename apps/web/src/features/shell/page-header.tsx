import { useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useAtom } from '../../lib/atoms.js';
import { readerModeAtom } from '../session/atoms.js';
import { currentPlatformQueryOptions, useFlag, useMe } from '../session/queries.js';
import { loadPlayerShell } from './load-player-shell.js';

// A player's actions load with the player's menu (load-player-shell.ts); the row keeps its
// height while they do.
const PlayerActions = lazy(async () => ({ default: (await loadPlayerShell()).PlayerActions }));

/**
 * The platform's title, slogan and marketing phrase, with the actions that fit the visitor. It
 * renders at once, before the platform is known, with every line in place (empty until then):
 * its height never depends on the answer, so nothing below it moves when the answer comes.
 */
export function PageHeader() {
  const { t } = useTranslation();
  const { data: platform } = useQuery(currentPlatformQueryOptions());
  const { data: me } = useMe();
  const readerToggle = useFlag('challenge-reader-mode-toggle');
  const [reader, setReader] = useAtom(readerModeAtom);
  return (
    <header
      className="app-page-header"
      aria-busy={platform ? undefined : true}
      data-masthead={platform?.masthead_background_image ? '' : undefined}
      style={
        platform?.masthead_background_image
          ? // Quoted as a CSS string: an address's own quotes or brackets cannot end it.
            { backgroundImage: `url(${JSON.stringify(platform.masthead_background_image)})` }
          : undefined
      }
    >
      <p className="app-platform-title">{platform?.title}</p>
      <p className="app-slogan">{platform?.slogan}</p>
      <p className="app-phrase">{platform?.marketing_phrase}</p>
      <div className="app-header-actions">
        {me ? (
          <Suspense fallback={null}>
            <PlayerActions />
          </Suspense>
        ) : (
          <Link
            className="nv-button"
            data-variant="secondary"
            to="/"
            search={{ tour: 'home-page' }}
          >
            {t('header.tour')}
          </Link>
        )}
        {readerToggle ? (
          <label className="app-reader-toggle">
            <input type="checkbox" checked={reader} onChange={(e) => setReader(e.target.checked)} />{' '}
            {t('header.readerMode')}
          </label>
        ) : null}
      </div>
    </header>
  );
}
