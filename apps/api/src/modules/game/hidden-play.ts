/**
 * Hidden play's rule lives with the ledger now (modules/ledger/hidden-play.ts), where every
 * module that pays or tells of neurons can read it; these names stay for the game's readers.
 */
export {
  type HistoryReader,
  OWN_ACTION_REASONS,
  shownAt,
  visibleTo,
  withheldRows,
} from '../ledger/hidden-play.js';
