import { describe, expect, it } from 'vitest';
import { canSubmit, mergeErrors, requiredErrors, serverErrors } from './form-logic.js';

describe('form logic', () => {
  it('reports empty required fields with their label', () => {
    const t = (key: string, o: { label: string }) => `${key}:${o.label}`;
    expect(
      requiredErrors(
        { Email: ' ', name: 'x', tags: [] },
        {
          Email: { label: 'Email', required: true },
          name: { label: 'Name', required: true },
          tags: { label: 'Tags', required: true },
        },
        t,
      ),
    ).toEqual({
      email: ['component.form.error.required:Email'],
      tags: ['component.form.error.required:Tags'],
    });
  });

  it('maps server errors by lower-case field, field-less under *', () => {
    expect(
      serverErrors({
        message: 'Validation failed',
        errors: [
          { field: 'Email', error: 'Taken' },
          { field: '', error: 'Oops' },
          { field: '*', error: 'Again' },
        ],
      }),
    ).toEqual({
      message: 'Validation failed',
      errors: { email: ['Taken'], '*': ['Oops', 'Again'] },
    });
  });

  it('merges error maps', () => {
    expect(mergeErrors({ a: ['1'] }, { a: ['2'], b: ['3'] })).toEqual({ a: ['1', '2'], b: ['3'] });
  });

  it('blocks resubmission while busy, and after success when once', () => {
    expect(canSubmit('busy', false)).toBe(false);
    expect(canSubmit('success', true)).toBe(false);
    expect(canSubmit('success', false)).toBe(true);
    expect(canSubmit('error', true)).toBe(true);
  });
});
