/** Dates as the date picker handles them: values `Y-m-d`, shown as 'F j, Y' (November 22, 2026). */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2099-12-31';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A `Y-m-d` value within 1900-01 and 2099-12, or null. */
export function parseDateValue(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return null;
  return value < DATE_MIN || value > DATE_MAX ? null : value;
}

/** 'F j, Y': `2026-11-22` → `November 22, 2026`. */
export function formatDateDisplay(value: string): string {
  const parsed = parseDateValue(value);
  if (!parsed) return '';
  const [y, m, d] = parsed.split('-').map(Number) as [number, number, number];
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}
