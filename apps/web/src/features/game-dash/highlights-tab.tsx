/**
 * The Game Dash's highlights tab: the player's highlights in the spec's virtual list (shared
 * with the notifications page), a visitor asked to sign in.
 */
import { useMe } from '../session/queries.js';
import { HighlightList } from './highlight-list.js';
import { SignInPrompt } from './neurons-tab.js';
import '../../i18n/game-dash.en.js';

export function HighlightsTab({ signedIn, onLeave }: { signedIn: boolean; onLeave: () => void }) {
  const { data: me } = useMe();
  if (!signedIn) return <SignInPrompt title="dash.signInHighlights" onLeave={onLeave} />;
  // The session is read before the bell shows a signed-in player's dialog; until then, nothing.
  if (!me) return null;
  return <HighlightList userId={me.user.id} place="dash" onLeave={onLeave} />;
}
