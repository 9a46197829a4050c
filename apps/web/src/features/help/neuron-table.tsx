import { NEURON_TABLE, ROLE_TITLES } from '@nervus/game-rules';
import { useTranslation } from '@nervus/ui-kit';
import '../../i18n/help.en.js';
import { HelpTable } from './help-table.js';
import { signed } from './numbers.js';

type Translate = ReturnType<typeof useTranslation>['t'];
type NeuronTable = typeof NEURON_TABLE;

/** Numbers widened, so that a test can pass a changed copy of `NEURON_TABLE`. */
type Widen<T> = T extends number
  ? number
  : T extends readonly (infer U)[]
    ? readonly Widen<U>[]
    : T extends object
      ? { readonly [K in keyof T]: Widen<T[K]> }
      : T;
export type NeuronTableData = Widen<NeuronTable>;

const stars = (t: Translate, values: readonly number[], first: number, key: string) =>
  values
    .map((points, i) => t(key, { n: i + first, points: signed(points) }))
    .reverse()
    .join(' · ');

const places = (t: Translate, values: readonly number[]) =>
  values
    .map((points, i) => t('help.neurons.place', { n: i + 1, points: signed(points) }))
    .join(' · ');

/**
 * Every award of the game as rows: what happens, in which role, how many neurons and
 * whether they follow the player's own action or others' judgement. Built from `NEURON_TABLE`
 * (the numbers the server pays), never written by hand.
 */
export function neuronRows(t: Translate, table: NeuronTableData = NEURON_TABLE): string[][] {
  const role = (r: keyof typeof ROLE_TITLES) => ROLE_TITLES[r];
  const own = t('help.neurons.static');
  const judged = t('help.neurons.variable');
  const c = table.challengeClosed;
  const activity = Object.entries(table.platformActivity).map(([name, row]) => [
    t(`help.neurons.rows.${name}`),

    role(row.role),
    signed(row.points),
    row.isStatic ? own : judged,
  ]);
  return [
    [
      t('help.neurons.rows.published'),

      role('catalyst'),
      t('help.neurons.quick', {
        points: signed(table.challengePublished.catalyst),
        quick: signed(table.challengePublished.quickQuestion),
      }),
      own,
    ],
    [
      t('help.neurons.rows.publishedDirector'),
      role('director'),
      signed(table.challengePublished.platformDirector),
      own,
    ],
    [t('help.neurons.rows.idea'), role('innovator'), signed(table.ideaCreated.innovator), own],
    [t('help.neurons.rows.early'), role('innovator'), places(t, table.ideaCreated.earlyBonus), own],
    [
      t('help.neurons.rows.ideaReceived'),
      role('catalyst'),
      signed(table.ideaCreated.catalystPerIdea),
      own,
    ],
    [t('help.neurons.rows.rate'), role('analyst'), signed(table.ideaRated.rater), own],
    [
      t('help.neurons.rows.rated'),
      role('innovator'),
      stars(t, table.ideaRated.authorByStars, 1, 'help.neurons.stars'),
      judged,
    ],
    [t('help.neurons.rows.rateChallenge'), role('analyst'), signed(table.ratingCreated.rater), own],
    [
      t('help.neurons.rows.challengeRated'),
      role('catalyst'),
      stars(t, table.ratingCreated.catalystByStars, 1, 'help.neurons.stars'),
      judged,
    ],
    [t('help.neurons.rows.mentor'), role('mentor'), signed(table.ideaMentored.mentor), own],
    [
      t('help.neurons.rows.mentorRated'),
      role('mentor'),
      stars(t, table.mentorRated.mentorByRating, 0, 'help.neurons.rating'),
      judged,
    ],
    [
      t('help.neurons.rows.rateMentor'),
      role('innovator'),
      signed(table.mentorRated.innovator),
      own,
    ],
    [t('help.neurons.rows.top5'), role('innovator'), places(t, c.communityTop5), judged],
    [t('help.neurons.rows.top3'), role('innovator'), places(t, c.catalystTop3), judged],
    [
      t('help.neurons.rows.ranked'),

      role('catalyst'),
      t('help.neurons.each', {
        points: signed(c.catalystPerRankedIdea),
        cap: c.catalystRankedIdeaCap,
      }),
      judged,
    ],
    [t('help.neurons.rows.picked'), role('catalyst'), signed(c.catalystPickedTop3), own],
    ...activity,
    [
      t('help.neurons.rows.funding'),

      role('patron'),
      t('help.neurons.perDollar', {
        points: signed(table.funding.perDollar),
        cap: table.funding.capPerFunding,
      }),
      own,
    ],
    [
      t('help.neurons.rows.recruit'),

      role('scout'),
      t('help.neurons.scoutShare', {
        share: fraction(table.recruit.scoutShare),
        months: table.recruit.retentionMonths,
      }),
      own,
    ],
  ];
}

/** 0.1 as "1/10"; other shares as a percentage. */
function fraction(share: number): string {
  const denominator = Math.round(1 / share);
  return Math.abs(1 / denominator - share) < 1e-12 ? `1/${denominator}` : `${share * 100}%`;
}

/** The neuron awards of every action (scoring points). */
export function NeuronTable({ table = NEURON_TABLE }: { table?: NeuronTableData }) {
  const { t } = useTranslation();
  return (
    <HelpTable
      caption={t('help.neurons.caption')}
      head={[
        t('help.neurons.action'),
        t('help.neurons.role'),
        t('help.neurons.neurons'),
        t('help.neurons.kind'),
      ]}
      rows={neuronRows(t, table)}
    />
  );
}
