import type { ChangeEvent } from 'react';
import { Field } from './field.js';
import { useTranslation } from './i18n.js';

interface BaseProps {
  readonly label: string;
  readonly name: string;
  readonly hint?: string;
  readonly error?: string | undefined;
  readonly required?: boolean;
  readonly disabled?: boolean;
}

export interface TextInputProps extends BaseProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** `time` gives `HH:MM` (24-hour) whatever the browser shows. */
  readonly type?: 'text' | 'email' | 'password' | 'search' | 'url' | 'time';
  readonly maxLength?: number;
  readonly autoComplete?: string;
  readonly placeholder?: string;
}

export function TextInput(props: TextInputProps) {
  return (
    <Field label={props.label} hint={props.hint} error={props.error} required={props.required}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className="nv-input"
          name={props.name}
          type={props.type ?? 'text'}
          value={props.value}
          maxLength={props.maxLength}
          autoComplete={props.autoComplete}
          placeholder={props.placeholder}
          required={props.required}
          disabled={props.disabled}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(e: ChangeEvent<HTMLInputElement>) => props.onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/** Textareas default to 1000 characters and 3 rows. */
export const TEXTAREA_MAX_LENGTH = 1000;
export const TEXTAREA_ROWS = 3;

export interface TextareaProps extends BaseProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly maxLength?: number;
  readonly rows?: number;
}

export function Textarea(props: TextareaProps) {
  const max = props.maxLength ?? TEXTAREA_MAX_LENGTH;
  return (
    <Field
      label={props.label}
      hint={props.hint ?? `${props.value.length}/${max}`}
      error={props.error}
      required={props.required}
    >
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          className="nv-textarea"
          name={props.name}
          value={props.value}
          maxLength={max}
          rows={props.rows ?? TEXTAREA_ROWS}
          required={props.required}
          disabled={props.disabled}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectProps extends BaseProps {
  readonly value: string | null;
  readonly onChange: (value: string | null) => void;
  readonly options: readonly SelectOption[];
  readonly placeholder?: string;
}

export function Select(props: SelectProps) {
  const { t } = useTranslation('ui');
  return (
    <Field label={props.label} hint={props.hint} error={props.error} required={props.required}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className="nv-select"
          name={props.name}
          value={props.value ?? ''}
          required={props.required}
          disabled={props.disabled}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(e) => props.onChange(e.target.value === '' ? null : e.target.value)}
        >
          <option value="">{props.placeholder ?? t('component.select.placeholder')}</option>
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export interface RangeSliderProps extends BaseProps {
  readonly value: number;
  readonly onChange: (value: number) => void;
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
}

/** A slider, 0–100 in steps of 1 unless told otherwise, showing its value. */
export function RangeSlider(props: RangeSliderProps) {
  const min = props.min ?? 0;
  const max = props.max ?? 100;
  return (
    <Field label={props.label} hint={props.hint} error={props.error} required={props.required}>
      {({ id, describedBy }) => (
        <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <input
            id={id}
            className="nv-range"
            type="range"
            name={props.name}
            min={min}
            max={max}
            step={props.step ?? 1}
            value={props.value}
            disabled={props.disabled}
            aria-describedby={describedBy}
            onChange={(e) => props.onChange(Number(e.target.value))}
          />
          <output htmlFor={id}>{props.value}</output>
        </span>
      )}
    </Field>
  );
}
