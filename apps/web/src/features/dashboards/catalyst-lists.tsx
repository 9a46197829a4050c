/**
 * The catalyst's lists: open challenges in easy mode (cards) or advanced mode (a table of the
 * game's numbers), those closing within a week, and the closed ones.
 */
import type { CallResponse } from '@nervus/contracts';
import { ChallengeCard, useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { type CatalystMode, readCatalystMode } from './catalyst-mode.js';
import { ModeSwitch } from './layouts.js';
import { type DashboardState, dashboardQueryOptions } from './queries.js';
import '../../i18n/challenge-card.en.js';
import '../../i18n/dashboards.en.js';
import '../../i18n/game.en.js';

type Item = CallResponse<'dashboard'>['data'][number];

function usePlatformSlug(): string {
  return (useParams({ strict: false }) as { platformSlug: string }).platformSlug;
}

/** The route's loader has asked for the list; a failure goes to the route's error component. */
function useCatalystList(state: DashboardState) {
  return useSuspenseQuery(dashboardQueryOptions(usePlatformSlug(), 'catalyst', state)).data.data;
}

/** The day a challenge ends, as the challenge pages write it. */
export const day = (iso: string) => iso.slice(0, 10);

export function DetailLink({ item, mode }: { item: Item; mode: CatalystMode }) {
  const platformSlug = usePlatformSlug();
  return (
    <Link
      to={`/$platformSlug/my-dashboard/catalyst/open/${mode}/detail/$challenge`}
      params={{ platformSlug, challenge: item.slug }}
    >
      {item.question_title}
    </Link>
  );
}

function ListStatus({ list, empty }: { list: readonly Item[]; empty: string }) {
  return list.length === 0 ? <p>{empty}</p> : null;
}

function CreateLink() {
  const { t } = useTranslation();
  return (
    <p>
      <Link to="/challenges/create" className="nv-button" data-variant="secondary">
        {t('dashboards.catalyst.create')}
      </Link>
    </p>
  );
}

export function EasyModeList() {
  const { t } = useTranslation();
  const list = useCatalystList('open');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('dashboards.catalyst.openTitle')}</h1>
      <ModeSwitch current="easy-mode" />
      <ListStatus list={list} empty={t('dashboards.catalyst.noneOpen')} />
      <ul className="app-grid" aria-label={t('dashboards.catalyst.openTitle')}>
        {list.map((item) => (
          <li key={item.id}>
            <ChallengeCard
              title={<DetailLink item={item} mode="easy-mode" />}
              open
              status={t('challengeCard.endsOn', { date: day(item.duration_end) })}
              ideas={item.ideas}
            >
              {t('dashboards.ratingsCount', { count: item.ratings })}
            </ChallengeCard>
          </li>
        ))}
      </ul>
      <CreateLink />
    </section>
  );
}

export function AdvancedModeList() {
  const { t } = useTranslation();
  const list = useCatalystList('open');
  const caption = t('dashboards.catalyst.tableCaption');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('dashboards.catalyst.openTitle')}</h1>
      <ModeSwitch current="advanced-mode" />
      <ListStatus list={list} empty={t('dashboards.catalyst.noneOpen')} />
      {list.length > 0 ? (
        <table>
          <caption className="nv-hint">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboards.col.challenge')}</th>
              <th scope="col">{t('dashboards.col.ends')}</th>
              <th scope="col">{t('dashboards.col.ideas')}</th>
              <th scope="col">{t('dashboards.col.ratings')}</th>
              <th scope="col">{t('dashboards.col.mentoring')}</th>
              <th scope="col">{t('dashboards.col.challengeRating')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((item) => (
              <tr key={item.id}>
                <th scope="row">
                  <DetailLink item={item} mode="advanced-mode" />
                </th>
                <td>{day(item.duration_end)}</td>
                <td>{item.ideas}</td>
                <td>{item.ratings}</td>
                <td>{item.mentoring}</td>
                <td>{item.challenge_rating ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <CreateLink />
    </section>
  );
}

/** Whole days left, rounded up: "ends in 1 day" until the last minute. */
export function daysLeft(endIso: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(endIso) - now) / 86_400_000));
}

export function ClosingList() {
  const { t } = useTranslation();
  const list = useCatalystList('closing');
  const mode = readCatalystMode();
  const now = Date.now();
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('dashboards.catalyst.closingTitle')}</h1>
      <p className="nv-hint">{t('dashboards.catalyst.closingLead')}</p>
      <ListStatus list={list} empty={t('dashboards.catalyst.noneClosing')} />
      <ul className="app-grid" aria-label={t('dashboards.catalyst.closingTitle')}>
        {list.map((item) => (
          <li key={item.id}>
            <ChallengeCard
              title={<DetailLink item={item} mode={mode} />}
              open
              status={t('dashboards.catalyst.endsIn', {
                count: daysLeft(item.duration_end, now),
              })}
              ideas={item.ideas}
            >
              {t('dashboards.ratingsCount', { count: item.ratings })}
            </ChallengeCard>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ClosedList() {
  const { t } = useTranslation();
  const platformSlug = usePlatformSlug();
  const list = useCatalystList('closed');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('dashboards.catalyst.closedTitle')}</h1>
      <ListStatus list={list} empty={t('dashboards.catalyst.noneClosed')} />
      <ul className="app-grid" aria-label={t('dashboards.catalyst.closedTitle')}>
        {list.map((item) => (
          <li key={item.id}>
            <ChallengeCard
              title={
                <Link
                  to="/$platformSlug/my-dashboard/catalyst/closed/detail/$challenge/closed"
                  params={{ platformSlug, challenge: item.slug }}
                >
                  {item.question_title}
                </Link>
              }
              open={false}
              status={item.settled ? t('boards.settled') : undefined}
              ideas={item.ideas}
            >
              {t('dashboards.ratingsCount', { count: item.ratings })}
            </ChallengeCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
