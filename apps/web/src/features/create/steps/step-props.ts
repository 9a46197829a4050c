import type { CreationForm, Variant } from '../form-state.js';
import type { UpdateForm } from '../use-creation-draft.js';

/** What every step gets: the flow's variant, the form and the one way to change it. */
export interface StepProps {
  readonly variant: Variant;
  readonly form: CreationForm;
  readonly update: UpdateForm;
}
