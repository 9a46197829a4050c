/**
 * The olympiads' read calls. Until their tables land (issue 15, step 2) each answers 503, so
 * the call table and the server stay whole while the module is built.
 */
import { handlers } from '../../http/endpoint.js';
import { ApiError } from '../../http/errors.js';

const pending = (): never => {
  throw new ApiError(503, 'Olympiads are being built.');
};

export const olympiadHandlers = handlers({
  olympiads: pending,
  olympiad: pending,
  olympiadRaces: pending,
  raceResults: pending,
  raceBoundResults: pending,
  baseOlympiad: pending,
  olympiadQuery: pending,
  categoryResult: pending,
  olympiadWidget: pending,
  leaderboard: pending,
});
