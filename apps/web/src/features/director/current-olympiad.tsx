/**
 * `…/my-dashboard/director/current-olympiad`: the open cycle (status, end, prize, races), its
 * duration, suspend/resume and stop, and the close behind a confirmation, after which the
 * allocations show.
 */
import type { BaseOlympiad, OlympiadAllocations } from '@nervus/contracts';
import { formatCents } from '@nervus/game-rules';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  Select,
  Skeleton,
  SkeletonGroup,
  TableFrame,
  useToast,
  useTranslation,
} from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  AllocationsTable,
  DirectorPage,
  day,
  NotDirector,
  useDirectedBase,
  useOwnsTournament,
  useTournamentSlug,
} from './parts.js';
import { olympiadQueryOptions, useCloseOlympiad, useUpdateBase } from './queries.js';
import '../../i18n/director.en.js';

export function CurrentOlympiadPage() {
  const { t } = useTranslation();
  const base = useDirectedBase();
  const [closed, setClosed] = useState<OlympiadAllocations | null>(null);
  const owner = useOwnsTournament(base);
  if (!base) return <NotDirector />;
  return (
    <DirectorPage title={t('director.tabs.current')}>
      {closed ? (
        <div className="nv-stack" data-gap="md">
          <p className="nv-flush">{t('director.closed')}</p>
          <h2 id="allocations" className="nv-flush">
            {t('director.allocations')}
          </h2>
          <AllocationsTable allocations={closed.allocations} labelledBy="allocations" />
        </div>
      ) : base.current_olympiad_id ? (
        <OpenOlympiad id={base.current_olympiad_id} onClosed={setClosed} owner={owner} />
      ) : (
        <Card>
          <EmptyState title={t('director.none')} level={2}>
            {t('director.noneHint')}
          </EmptyState>
        </Card>
      )}
      <Settings base={base} />
    </DirectorPage>
  );
}

function OpenOlympiad({
  id,
  onClosed,
  owner,
}: {
  id: string;
  onClosed: (allocations: OlympiadAllocations) => void;
  /** Only the tournament's owner closes it. */
  owner: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const close = useCloseOlympiad();
  const { data: olympiad, error } = useQuery(olympiadQueryOptions(id));
  if (error) return <p role="alert">{error.message}</p>;
  if (!olympiad)
    return (
      <Card padding="lg">
        <SkeletonGroup label={t('director.loading')}>
          <Skeleton lines={6} />
        </SkeletonGroup>
      </Card>
    );
  return (
    <Card padding="lg" className="nv-stack" data-gap="md">
      <div className="dir-row">
        <h2 className="nv-flush">{olympiad.name}</h2>
        <Badge tone={olympiad.suspended ? 'warning' : 'success'}>
          {olympiad.suspended ? t('director.status.suspended') : t('director.status.open')}
        </Badge>
      </div>
      <dl className="dir-facts">
        <div>
          <dt>{t('director.startLabel')}</dt>
          <dd>{day(olympiad.start_time)}</dd>
        </div>
        <div>
          <dt>{t('director.endLabel')}</dt>
          <dd>{day(olympiad.end_time)}</dd>
        </div>
        <div>
          <dt>{t('director.prizeTotal')}</dt>
          <dd>{formatCents(olympiad.prize_total)}</dd>
        </div>
        <div>
          <dt>{t('director.participants')}</dt>
          <dd>{olympiad.participants}</dd>
        </div>
      </dl>
      <h3 id="races" className="nv-flush">
        {t('director.races')}
      </h3>
      <TableFrame labelledBy="races">
        <table className="dir-table" aria-labelledby="races">
          <thead>
            <tr>
              <th scope="col">{t('director.race')}</th>
              <th scope="col" data-column="number">
                {t('director.prize')}
              </th>
              <th scope="col" data-column="number">
                {t('director.players')}
              </th>
            </tr>
          </thead>
          <tbody>
            {olympiad.races.map((race) => (
              <tr key={race.id}>
                <td>{race.name}</td>
                <td data-column="number">{formatCents(race.prize_cents)}</td>
                <td data-column="number">{race.participants}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      {owner ? (
        <div className="dir-row">
          <Button variant="danger" loading={close.isPending} onClick={() => setAsking(true)}>
            {t('director.close')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t('director.closeTitle')}
        body={t('director.closeBody')}
        onAnswer={(yes) => {
          setAsking(false);
          if (yes)
            close.mutate(olympiad.id, {
              onSuccess: (answer) => {
                toast.show(t('director.closed'), 'success');
                onClosed(answer);
              },
              onError: (failure) => toast.show(failure.message, 'danger'),
            });
        }}
      />
    </Card>
  );
}

const ZONES = [
  'UTC',
  'Europe/London',
  'Europe/Paris',
  'America/New_York',
  'America/Los_Angeles',
  'Asia/Tokyo',
  'Pacific/Auckland',
];

function Settings({ base }: { base: BaseOlympiad }) {
  const { t } = useTranslation();
  const toast = useToast();
  const platform = useTournamentSlug();
  const update = useUpdateBase(platform);
  const [cadence, setCadence] = useState<string | null>(base.cadence);
  const [zone, setZone] = useState(base.time_zone);
  const save = (body: Parameters<typeof update.mutate>[0]) =>
    update.mutate(body, {
      onSuccess: () => toast.show(t('director.saved'), 'success'),
      onError: (failure) => toast.show(failure.message, 'danger'),
    });
  const zones = ZONES.includes(zone) ? ZONES : [zone, ...ZONES];
  return (
    <Card padding="lg" className="nv-stack" data-gap="md" as="section" aria-labelledby="settings">
      <h2 id="settings" className="nv-flush">
        {t('director.duration')}
      </h2>
      <form
        className="dir-row"
        onSubmit={(event) => {
          event.preventDefault();
          save({ cadence: (cadence ?? base.cadence) as BaseOlympiad['cadence'], time_zone: zone });
        }}
      >
        <Select
          label={t('director.cadence')}
          name="cadence"
          value={cadence}
          onChange={setCadence}
          options={[
            { value: 'weekly', label: t('director.weekly') },
            { value: 'monthly', label: t('director.monthly') },
          ]}
        />
        <Select
          label={t('director.timeZone')}
          name="time_zone"
          value={zone}
          onChange={(value) => setZone(value ?? 'UTC')}
          options={zones.map((z) => ({ value: z, label: z }))}
        />
        <Button type="submit" loading={update.isPending}>
          {t('director.save')}
        </Button>
      </form>
      <div className="dir-row">
        <Button variant="secondary" onClick={() => save({ suspended: !base.suspended })}>
          {base.suspended ? t('director.resume') : t('director.suspend')}
        </Button>
        <Button variant="secondary" onClick={() => save({ renews: !base.renews })}>
          {base.renews ? t('director.stop') : t('director.renew')}
        </Button>
        {base.renews ? null : <Badge tone="warning">{t('director.status.stopped')}</Badge>}
      </div>
    </Card>
  );
}
