import {
  type FormEvent,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useRef,
  useState,
} from 'react';
import {
  canSubmit,
  FAILURE_KEYS,
  type FieldErrors,
  type FieldSpec,
  type FormFailure,
  type FormState,
  mergeErrors,
  requiredErrors,
  serverErrors,
} from './form-logic.js';
import { useTranslation } from './i18n.js';

// Shown only once a submit asks for confirmation: the dialog's code loads then, not with every
// form's page.
const ConfirmDialog = lazy(() =>
  import('./dialog.js').then((module) => ({ default: module.ConfirmDialog })),
);

export type FormResult<R> =
  | { readonly ok: true; readonly data: R }
  | { readonly ok: false; readonly reason: FormFailure; readonly message: string };

export interface UseFormOptions<V extends Record<string, unknown>, R> {
  readonly initial: V;
  readonly fields: Readonly<Record<string, FieldSpec>>;
  /** Sends the values; its rejection's `{ message, errors }` become field errors. */
  readonly action?: (values: V) => Promise<R>;
  /** Extra client-side checks. */
  readonly validate?: (values: V) => FieldErrors;
  /** Returning false stops the submission. */
  readonly beforeSubmit?: (values: V) => boolean | Promise<boolean>;
  /** Steps that may transform the values; a throw fails the submission. */
  readonly middleware?: readonly ((values: V) => V | Promise<V>)[];
  /** Submitted once: no resubmission while busy or after success. */
  readonly once?: boolean;
  /** Ask "Confirm?" first. */
  readonly confirm?: boolean;
  readonly onSuccess?: (data: R) => void;
}

/** The form system: values, the four states, field errors and the spec's results. */
export function useForm<V extends Record<string, unknown>, R = unknown>(
  options: UseFormOptions<V, R>,
) {
  const { t } = useTranslation('ui');
  const [values, setValues] = useState<V>(options.initial);
  const [state, setState] = useState<FormState>('idle');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<FormResult<R> | null>(null);
  const [confirming, setConfirming] = useState(false);
  const answer = useRef<((yes: boolean) => void) | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const set = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  const fail = (
    reason: FormFailure,
    message: string,
    fieldErrors: FieldErrors = {},
  ): FormResult<R> => {
    const outcome: FormResult<R> = { ok: false, reason, message };
    setErrors(fieldErrors);
    setState('error');
    setResult(outcome);
    return outcome;
  };

  const submit = async (): Promise<FormResult<R> | null> => {
    const o = optionsRef.current;
    if (!canSubmit(state, o.once ?? false)) return null;
    const local = mergeErrors(
      requiredErrors(values, o.fields, (key, params) => t(key, params)),
      o.validate?.(values) ?? {},
    );
    if (Object.keys(local).length > 0) return fail('validation', t(FAILURE_KEYS.validation), local);
    if (o.confirm) {
      setConfirming(true);
      const yes = await new Promise<boolean>((resolve) => {
        answer.current = resolve;
      });
      setConfirming(false);
      if (!yes) return fail('cancelled', t(FAILURE_KEYS.cancelled));
    }
    if (o.beforeSubmit && !(await o.beforeSubmit(values)))
      return fail('before-submit', t(FAILURE_KEYS['before-submit']));
    if (!o.action) return fail('no-action', t(FAILURE_KEYS['no-action']));
    setState('busy');
    setErrors({});
    let payload = values;
    try {
      for (const step of o.middleware ?? []) payload = await step(payload);
    } catch {
      return fail('middleware', t(FAILURE_KEYS.middleware));
    }
    try {
      const data = await o.action(payload);
      const outcome: FormResult<R> = { ok: true, data };
      setState('success');
      setResult(outcome);
      o.onSuccess?.(data);
      return outcome;
    } catch (error) {
      const { errors: fieldErrors, message } = serverErrors(error);
      // A refusal without field errors (403, 409, 429, no network) is said on top of the form.
      return fail(
        'server',
        message,
        Object.keys(fieldErrors).length > 0 ? fieldErrors : { '*': [message] },
      );
    }
  };

  return {
    values,
    set,
    state,
    errors,
    result,
    submit,
    /** The first error of a field (lower-case name), for its control. */
    errorOf: (name: string) => errors[name.toLowerCase()]?.[0],
    confirmDialog: confirming ? (
      <Suspense fallback={null}>
        <ConfirmDialog
          open
          onAnswer={(yes) => {
            answer.current?.(yes);
            answer.current = null;
          }}
        />
      </Suspense>
    ) : null,
  };
}

export type FormApi = ReturnType<typeof useForm>;

export interface FormProps {
  readonly form: Pick<FormApi, 'submit' | 'state' | 'errors' | 'confirmDialog'>;
  readonly label: string;
  readonly children: ReactNode;
}

/** A form element wired to `useForm`: submits on Enter, shows field-less errors on top. */
export function Form({ form, label, children }: FormProps) {
  const general = form.errors['*'];
  return (
    <form
      aria-label={label}
      noValidate
      aria-busy={form.state === 'busy'}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void form.submit();
      }}
    >
      {general?.length ? (
        <div className="nv-alert" role="alert" data-tone="danger">
          {general.join(' ')}
        </div>
      ) : null}
      {children}
      {form.confirmDialog}
    </form>
  );
}

/** A submit button that says it is busy. */
export function SubmitButton({
  form,
  children,
  busyLabel,
}: {
  form: Pick<FormApi, 'state'>;
  children: ReactNode;
  busyLabel?: string;
}) {
  const { t } = useTranslation('ui');
  const busy = form.state === 'busy';
  return (
    <button type="submit" className="nv-button" disabled={busy}>
      {busy ? (busyLabel ?? t('component.form.busy')) : children}
    </button>
  );
}
