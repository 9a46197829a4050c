/**
 * The confirmation before a funding is sent (`FundForm`): a module apart, loaded once the form is
 * on screen rather than before the page shows.
 */
import { ConfirmDialog, useTranslation } from '@nervus/ui-kit';
import '../../i18n/funding.en.js';

export function FundConfirm({
  handle,
  amount,
  onAnswer,
}: {
  handle: string;
  /** The amount typed, formatted. */
  amount: string;
  onAnswer: (yes: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open
      title={t('funding.confirmTitle', { handle })}
      body={t('funding.confirm', { handle, amount })}
      onAnswer={onAnswer}
    />
  );
}
