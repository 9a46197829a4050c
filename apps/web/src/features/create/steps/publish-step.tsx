import { Badge, Button, Card, useTranslation } from '@nervus/ui-kit';
import { missingTiles, type StepId, tileSummary } from '../form-state.js';
import { formatDay } from '../preview.js';
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
  const { t, i18n } = useTranslation();
  const missing = missingTiles(form);
  const error = publishing.error;
  return (
    <>
      <ul className="app-create-review" aria-label={t('create.required')}>
        {steps
          .filter((s) => s !== 'publish' && s !== 'share')
          .map((s) => {
            const problem = missing.find((m) => m.step === s);
            const auto = !problem && (s === 'duration' || s === 'money-prizes') && !form.steps[s];
            const state = problem ? 'missing' : auto ? 'auto' : 'ready';
            const line = problem
              ? problem.message
              : auto
                ? t('create.autofill')
                : s === 'duration' && form.challenge.duration_end
                  ? formatDay(form.challenge.duration_end, i18n.language)
                  : tileSummary(form, s);
            return (
              <Card as="li" key={s} data-state={state}>
                <div className="app-create-review-top">
                  <button type="button" className="app-create-review-link" onClick={() => onGo(s)}>
                    {t(`create.step.${s}`)}
                  </button>
                  <Badge
                    tone={problem ? 'danger' : auto ? 'neutral' : 'success'}
                    icon={problem ? '!' : auto ? undefined : '✓'}
                  >
                    {t(`create.status.${state}`)}
                  </Badge>
                </div>
                {line ? <p className={problem ? 'nv-error' : 'nv-hint nv-break'}>{line}</p> : null}
              </Card>
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
      <div className="app-create-publish">
        <p>
          {missing.length > 0
            ? t('create.missingCount', { count: missing.length })
            : t('create.readyToPublish')}
        </p>
        <Button
          size="lg"
          disabled={publishing.pending || missing.length > 0}
          onClick={publishing.submit}
        >
          {publishing.pending ? t('create.publishing') : t('create.publish')}
        </Button>
      </div>
    </>
  );
}
