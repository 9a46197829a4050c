/**
 * `…/my-dashboard/director/administration`: the tournament's admins (add by handle, remove)
 * and its profanity setting.
 */
import { Button, Card, TextInput, useToast, useTranslation } from '@nervus/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DirectorPage,
  fieldError,
  NotDirector,
  useDirectedBase,
  useOwnsTournament,
  useTournamentSlug,
} from './parts.js';
import { adminsQueryOptions, useAddAdmin, useRemoveAdmin, useUpdateBase } from './queries.js';
import '../../i18n/director.en.js';

export function AdministrationPage() {
  const { t } = useTranslation();
  const base = useDirectedBase();
  const owner = useOwnsTournament(base);
  if (!base) return <NotDirector />;
  return (
    <DirectorPage title={t('director.tabs.administration')}>
      <Admins directorId={base.director?.id ?? null} owner={owner} />
      <Profanity allowed={base.profanity_allowed} />
    </DirectorPage>
  );
}

/** The admins; only the owner names and removes them. */
function Admins({ directorId, owner }: { directorId: string | null; owner: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const platform = useTournamentSlug();
  const { data: admins } = useSuspenseQuery(adminsQueryOptions(platform));
  const add = useAddAdmin(platform);
  const remove = useRemoveAdmin(platform);
  const [handle, setHandle] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <Card padding="lg" as="section" className="nv-stack" data-gap="md" aria-labelledby="admins">
      <h2 id="admins" className="nv-flush">
        {t('director.admins')}
      </h2>
      <p className="nv-flush nv-text-muted">{t('director.adminsLead')}</p>
      <ul className="dir-list dir-admins">
        {admins.map((a) => (
          <li key={a.user.id} className="dir-row">
            <span>
              @{a.user.handle} · {t(`director.roles.${a.role}`)}
            </span>
            {!owner || a.role === 'owner' || a.user.id === directorId ? null : (
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  remove.mutate(a.user.id, {
                    onError: (failure) => toast.show(failure.message, 'danger'),
                  })
                }
              >
                {t('director.removeAdmin', { handle: a.user.handle })}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {owner ? (
        <form
          className="dir-row"
          onSubmit={(event) => {
            event.preventDefault();
            setError(undefined);
            add.mutate(handle.trim(), {
              onSuccess: () => setHandle(''),
              onError: (failure) => setError(fieldError(failure, 'handle')),
            });
          }}
        >
          <TextInput
            label={t('director.adminHandle')}
            name="handle"
            value={handle}
            onChange={setHandle}
            error={error}
            required
          />
          <Button type="submit" loading={add.isPending}>
            {t('director.addAdmin')}
          </Button>
        </form>
      ) : null}
    </Card>
  );
}

function Profanity({ allowed }: { allowed: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateBase(useTournamentSlug());
  return (
    <Card padding="lg" as="section" className="nv-stack" data-gap="md" aria-labelledby="settings">
      <h2 id="settings" className="nv-flush">
        {t('director.settings')}
      </h2>
      <label className="dir-check">
        <input
          type="checkbox"
          checked={allowed}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate(
              { profanity_allowed: event.target.checked },
              {
                onSuccess: () => toast.show(t('director.saved'), 'success'),
                onError: (failure) => toast.show(failure.message, 'danger'),
              },
            )
          }
        />
        {t('director.profanity')}
      </label>
    </Card>
  );
}
