/** Notifications › Highlights: the Game Dash's virtual list of the player's highlights, taller. */
import { useTranslation } from '@nervus/ui-kit';
import { HighlightList } from '../game-dash/highlight-list.js';
import { useMe } from '../session/queries.js';
import { Panel } from './section.js';
import '../../i18n/notifications.en.js';

/** Highlights: the whole list, the Game Dash's virtual list in a taller box. */
export function HighlightsPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  return (
    <Panel title={t('notificationsPage.highlights')}>
      {me ? <HighlightList userId={me.user.id} place="page" /> : null}
    </Panel>
  );
}
