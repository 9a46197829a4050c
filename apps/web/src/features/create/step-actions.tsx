import { useTranslation } from '@nervus/ui-kit';
import { OPTIONAL_STEPS, type StepId } from './form-state.js';
import '../../i18n/create.en.js';

/** The buttons under a step: back, next, skip (optional steps), save as draft, start over. */
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
    <p className="app-actions" style={{ marginTop: 16 }}>
      <button type="button" className="nv-button" data-variant="secondary" onClick={onBack}>
        {t('create.back')}
      </button>
      {step !== 'publish' ? (
        <button type="button" className="nv-button" onClick={onNext}>
          {t('create.next')}
        </button>
      ) : null}
      {OPTIONAL_STEPS.has(step) ? (
        <button type="button" className="nv-button" data-variant="ghost" onClick={onSkip}>
          {t('create.skip')}
        </button>
      ) : null}
      <button
        type="button"
        className="nv-button"
        data-variant="secondary"
        disabled={saving}
        onClick={onSave}
      >
        {saving ? t('create.saving') : t('create.save')}
      </button>
      <button type="button" className="nv-button" data-variant="ghost" onClick={onStartOver}>
        {t('create.startOver')}
      </button>
    </p>
  );
}
