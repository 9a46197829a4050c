/** Notifications › Helpful Tips: the Game Dash's tips, a dismissal remembered on this browser. */
import { useTranslation } from '@nervus/ui-kit';
import { TipsTab } from '../game-dash/tips-tab.js';
import { Panel } from './section.js';
import '../../i18n/notifications.en.js';

/** Helpful tips: the tasks for the player's roles, a dismissal remembered on this browser. */
export function HelpfulTipsPage() {
  const { t } = useTranslation();
  return (
    <Panel title={t('notificationsPage.helpfulTips')}>
      <TipsTab />
    </Panel>
  );
}
