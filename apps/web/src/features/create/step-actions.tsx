import { Button, useTranslation } from '@nervus/ui-kit';
import { OPTIONAL_STEPS, type StepId } from './form-state.js';
import '../../i18n/create.en.js';

/**
 * The action bar under a step: going back (Back, Start over) on the left, going on (Save as
 * draft, Skip on optional steps, Next) on the right, Next the one primary button.
 */
export function StepActions({
  step,
  onBack,
  onNext,
  onSkip,
  onSave,
  saving,
  onStartOver,
}: {
  step: StepId;
  onBack: () => void;
  onNext: () => void;
  onSkip: () => void;
  onSave: () => void;
  saving: boolean;
  onStartOver: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="app-create-actions">
      <div>
        <Button variant="secondary" onClick={onBack}>
          {t('create.back')}
        </Button>
        <Button variant="ghost" onClick={onStartOver}>
          {t('create.startOver')}
        </Button>
      </div>
      <div>
        <Button variant="secondary" disabled={saving} onClick={onSave}>
          {saving ? t('create.saving') : t('create.save')}
        </Button>
        {OPTIONAL_STEPS.has(step) ? (
          <Button variant="ghost" onClick={onSkip}>
            {t('create.skip')}
          </Button>
        ) : null}
        {step !== 'publish' ? <Button onClick={onNext}>{t('create.next')}</Button> : null}
      </div>
    </div>
  );
}
