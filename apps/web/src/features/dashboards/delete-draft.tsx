/**
 * The deletion of a draft on the drafts page (`drafts.tsx`): its confirmation and its write, a
 * module apart that loads when the page is on screen, not before it shows.
 */
import { ConfirmDialog, useToast, useTranslation } from '@nervus/ui-kit';
import { useDeleteDraft } from './draft-queries.js';
import { type Draft, describeDraft } from './drafts.js';
import '../../i18n/dashboards.en.js';

export function DeleteDraft({
  draft,
  onClose,
  onDeleted,
}: {
  /** The draft asked about, or null when no confirmation is open. */
  draft: Draft | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useDeleteDraft();
  return (
    <ConfirmDialog
      open={draft !== null}
      body={t('dashboards.drafts.confirmDelete', {
        title: draft ? (describeDraft(draft).title ?? t('dashboards.drafts.untitled')) : '',
      })}
      onAnswer={(yes) => {
        onClose();
        // The deleted draft's button is gone: start again from the top of the list.
        if (yes && draft)
          remove.mutate(draft._id, {
            onSuccess: () => {
              toast.show(t('dashboards.drafts.deleted'), 'success');
              onDeleted();
            },
            onError: (error) => toast.show(error.message, 'danger'),
          });
      }}
    />
  );
}
