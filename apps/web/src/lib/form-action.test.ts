import { ApiError } from '@nervus/api-client';
import { describe, expect, it } from 'vitest';
import { formAction } from './form-action.js';

describe('formAction', () => {
  it('passes results through and turns API refusals into form errors', async () => {
    await expect(formAction(Promise.resolve(7))).resolves.toBe(7);
    const refusal = new ApiError(422, 'Validation failed', [{ field: 'email', error: 'Taken' }]);
    await expect(formAction(Promise.reject(refusal))).rejects.toEqual({
      message: 'Validation failed',
      errors: [{ field: 'email', error: 'Taken' }],
    });
    const bug = new TypeError('boom');
    await expect(formAction(Promise.reject(bug))).rejects.toBe(bug);
  });
});
