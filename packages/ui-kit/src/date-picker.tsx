import { DATE_MAX, DATE_MIN, formatDateDisplay, parseDateValue } from './dates.js';
import { Field } from './field.js';
import { useTranslation } from './i18n.js';

export interface DatePickerProps {
  readonly label: string;
  /** `Y-m-d`, or null. */
  readonly value: string | null;
  /** Null when the picker closes without a date. */
  readonly onChange: (value: string | null) => void;
  readonly min?: string;
  readonly max?: string;
  readonly error?: string;
}

/** A date: the browser's own picker, bounded to 1900-01 … 2099-12, shown as 'F j, Y'. */
export function DatePicker({
  label,
  value,
  onChange,
  min = DATE_MIN,
  max = DATE_MAX,
  error,
}: DatePickerProps) {
  const display = value ? formatDateDisplay(value) : '';
  return (
    <Field label={label} hint={display || undefined} error={error}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type="date"
          className="nv-input"
          min={min}
          max={max}
          value={value ?? ''}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(e) => onChange(parseDateValue(e.target.value))}
          onBlur={(e) => {
            if (!parseDateValue(e.target.value)) onChange(null);
          }}
        />
      )}
    </Field>
  );
}

export interface DateRange {
  readonly from: string | null;
  readonly to: string | null;
}

export interface DateRangePickerProps {
  readonly label: string;
  readonly value: DateRange;
  readonly onChange: (value: DateRange) => void;
}

/** Range mode: the end can never come before the start. */
export function DateRangePicker({ label, value, onChange }: DateRangePickerProps) {
  const { t } = useTranslation('ui');
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend className="nv-label">{label}</legend>
      <DatePicker
        label={t('component.date.from')}
        value={value.from}
        {...(value.to ? { max: value.to } : {})}
        onChange={(from) =>
          onChange({ from, to: value.to && from && value.to < from ? from : value.to })
        }
      />
      <DatePicker
        label={t('component.date.to')}
        value={value.to}
        {...(value.from ? { min: value.from } : {})}
        onChange={(to) => onChange({ from: value.from, to })}
      />
    </fieldset>
  );
}
