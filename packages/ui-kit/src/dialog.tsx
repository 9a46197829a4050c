import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from './i18n.js';

export interface DialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  readonly actions?: ReactNode;
  /** Outside clicks close the dialog unless told otherwise. */
  readonly closeOnBackdrop?: boolean;
}

/**
 * A modal dialog on the native <dialog>: the browser traps focus and closes it on Escape; focus
 * returns to what opened it.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  actions,
  closeOnBackdrop = true,
}: DialogProps) {
  const { t } = useTranslation('ui');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      dialog.showModal();
      return () => opener?.focus?.();
    }
    if (!open && dialog.open) dialog.close();
    return undefined;
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="nv-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // Escape also arrives as a key press (from assistive tools and synthetic input): handle it
      // here, which stops the browser's own cancel so onClose runs once.
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onClose();
        }
      }}
      onClick={(e) => {
        if (closeOnBackdrop && e.target === ref.current) onClose();
      }}
    >
      {open ? (
        <>
          <h2 id={titleId} style={{ marginTop: 0 }}>
            {title}
          </h2>
          {children}
          <div className="nv-dialog-actions">
            {actions ?? (
              <button
                type="button"
                className="nv-button"
                data-variant="secondary"
                onClick={onClose}
              >
                {t('component.dialog.close')}
              </button>
            )}
          </div>
        </>
      ) : null}
    </dialog>
  );
}

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly onAnswer: (yes: boolean) => void;
  readonly title?: string;
  readonly body?: string;
}

/** "Confirm?" / "Do you want to continue with this action?" */
export function ConfirmDialog({ open, onAnswer, title, body }: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog
      open={open}
      title={title ?? t('component.form.confirm.title')}
      onClose={() => onAnswer(false)}
      closeOnBackdrop={false}
      actions={
        <>
          <button
            type="button"
            className="nv-button"
            data-variant="secondary"
            onClick={() => onAnswer(false)}
          >
            {t('component.form.confirm.no')}
          </button>
          <button type="button" className="nv-button" onClick={() => onAnswer(true)}>
            {t('component.form.confirm.yes')}
          </button>
        </>
      }
    >
      <p>{body ?? t('component.form.confirm.body')}</p>
    </Dialog>
  );
}
