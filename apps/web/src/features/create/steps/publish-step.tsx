import { useTranslation } from '@nervus/ui-kit';
import { missingTiles, type StepId, tileSummary } from '../form-state.js';
import type { Publishing } from '../use-publish.js';
import type { StepProps } from './step-props.js';
import '../../../i18n/create.en.js';

/** Publish: a tile per step (what is missing, or what was chosen) and the one Publish button. */
export function PublishStep({
  form,
  steps,
  publishing,
  onGo,
}: Omit<StepProps, 'update'> & {
  steps: readonly StepId[];
  publishing: Publishing;
  onGo: (step: StepId) => void;
}) {
  const { t } = useTranslation();
  const missing = missingTiles(form);
  const error = publishing.error;
  return (
    <>
      <ul className="app-grid" aria-label={t('create.required')}>
        {steps
          .filter((s) => s !== 'publish' && s !== 'share')
          .map((s) => {
            const problem = missing.find((m) => m.step === s);
            return (
              <li key={s} className="app-card">
                <button type="button" className="app-link-button" onClick={() => onGo(s)}>
                  {t(`create.step.${s}`)}
                </button>
                <p className={problem ? 'nv-error' : 'nv-hint'}>
                  {problem
                    ? problem.message
                    : (s === 'duration' || s === 'money-prizes') && !form.steps[s]
                      ? t('create.autofill')
                      : `✓ ${tileSummary(form, s) ?? ''}`.trim()}
                </p>
              </li>
            );
          })}
      </ul>
      {error ? (
        <div role="alert" className="nv-alert" data-tone="danger">
          <p>{error.message}</p>
          <ul>
            {error.errors.map((e) => (
              <li key={`${e.field}${e.error}`}>{e.error}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <button
        type="button"
        className="nv-button"
        disabled={publishing.pending || missing.length > 0}
        onClick={publishing.submit}
      >
        {publishing.pending ? t('create.publishing') : t('create.publish')}
      </button>
    </>
  );
}
