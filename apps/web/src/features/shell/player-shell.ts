// The shell's parts that load after the code every page loads first (see load-player-shell.ts).
export { ThemeToggle } from '@nervus/ui-kit';
export { GameDashWatch } from '../game-dash/watch.js';
export { showPlatformAccent } from './platform-theme.js';
export { PlayerActions } from './player-actions.js';
export { UserMenu } from './user-menu.js';
