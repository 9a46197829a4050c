/**
 * Transitional: modules/suggestions still imports `giveMentoring` from here. It lives in
 * game/commands.ts; delete this file once suggestions imports it from there.
 */
export { giveMentoring } from './commands.js';
