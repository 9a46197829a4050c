/**
 * What only a signed-in player sees of the shell (the navbar's menu, the page header's actions),
 * the theme's choice (in the player's menu; in the footer for visitors) and a platform's accent
 * (shell.tsx), loaded apart from the code every page loads first, once the session is known.
 * One import for them all: each dynamic import adds its files' names to the table of lazy
 * imports that every page loads.
 */
export const loadPlayerShell = () => import('./player-shell.js');
