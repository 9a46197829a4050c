/**
 * The catalyst dashboard's edit page of an open challenge (advanced and easy mode alike):
 * owner-only, with the Edit Details form and the copy into a new draft. It renders inside the
 * dashboard's challenge detail frame, which has its own owner guard; this one keeps the page
 * safe wherever it is mounted.
 */

import { useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { CopyIntoDraft, EditDetailsForm } from './details.js';
import { useOwnerOnly } from './owner-only.js';
import { challengeQueryOptions } from './queries.js';
import '../../i18n/challenge.en.js';

export function EditDetailsPage({ challengeKey }: { challengeKey: string }) {
  const { t } = useTranslation();
  const challenge = useQuery(challengeQueryOptions(challengeKey));
  const owner = useOwnerOnly(challenge.data);
  if (challenge.isError)
    return (
      <p role="alert" className="nv-error">
        {challenge.error.message}
      </p>
    );
  // Nothing of the page shows before ownership is known, nor to anyone else.
  if (!challenge.data || !owner) return <p role="status">{t('challenge.loading')}</p>;
  const c = challenge.data;
  // The catalyst dashboard's detail frame around this page holds the title (h1) and links.
  return (
    <div className="nv-stack" data-gap="lg">
      <EditDetailsForm challenge={c} />
      <CopyIntoDraft challenge={c} />
    </div>
  );
}
