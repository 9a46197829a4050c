/**
 * The early end's confirmation and its write, apart from the card that offers it
 * (`end-challenge.tsx`): a catalyst who never ends a challenge early loads neither the dialog
 * nor the mutation with the page.
 */
import { ConfirmDialog, useToast, useTranslation } from '@nervus/ui-kit';
import { useEffect } from 'react';
import { useEndChallenge } from './end-mutation.js';
import '../../i18n/challenge-end.en.js';

export interface EndConfirmProps {
  readonly challengeId: string;
  readonly open: boolean;
  readonly onClose: () => void;
  /** Whether the end is being written, for the button that asked. */
  readonly onBusy: (busy: boolean) => void;
  readonly onEnded?: (() => void) | undefined;
}

/** Stays mounted once opened: the write's answer arrives after the dialog has closed. */
export function EndConfirm({ challengeId, open, onClose, onBusy, onEnded }: EndConfirmProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const end = useEndChallenge(challengeId);
  useEffect(() => onBusy(end.isPending), [end.isPending, onBusy]);
  return (
    <ConfirmDialog
      open={open}
      body={t('challengeEnd.confirm')}
      onAnswer={(yes) => {
        onClose();
        if (yes)
          end.mutate(undefined, {
            onSuccess: () => {
              toast.show(t('challengeEnd.ended'), 'success');
              onEnded?.();
            },
            onError: (error) => toast.show(error.message, 'danger'),
          });
      }}
    />
  );
}
