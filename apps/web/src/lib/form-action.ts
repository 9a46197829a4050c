import { ApiError } from '@nervus/api-client';

/**
 * Runs a form's call and turns an API refusal into what the form system reads
 * (`{ message, errors: [{ field, error }] }`), so field errors land on their fields.
 */
export async function formAction<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ApiError) throw { message: error.message, errors: error.errors };
    throw error;
  }
}
