import { useTranslation } from './i18n.js';

/** Each step is 120 px wide. */
export const STEP_WIDTH = 120;

export interface Step {
  readonly id: string;
  readonly label: string;
  readonly complete?: boolean;
  readonly disabled?: boolean;
}

export interface StepperProps {
  readonly label: string;
  readonly steps: readonly Step[];
  readonly current: string;
  readonly onSelect: (id: string) => void;
}

/** The steps of a flow: the current one marked, done ones checked, disabled ones not reachable. */
export function Stepper({ label, steps, current, onSelect }: StepperProps) {
  const { t } = useTranslation('ui');
  return (
    <nav aria-label={label}>
      <ol className="nv-stepper">
        {steps.map((step, i) => (
          <li
            key={step.id}
            className="nv-step"
            style={{ width: STEP_WIDTH }}
            aria-current={step.id === current ? 'step' : undefined}
          >
            <button type="button" disabled={step.disabled} onClick={() => onSelect(step.id)}>
              <span aria-hidden="true">{step.complete ? '✓' : i + 1}</span> {step.label}
              <span className="nv-visually-hidden" style={{ position: 'absolute', left: -9999 }}>
                {t('component.stepper.step', { n: i + 1, total: steps.length })}
                {step.complete ? `, ${t('component.stepper.done')}` : ''}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
