import * as v from 'valibot';
import { EmailSchema, optionalText, requiredText } from './common.js';

/** `POST /feedback`: what the send-feedback page sends. */
export const FeedbackInputSchema = v.strictObject({
  about: requiredText(120),
  feedback: requiredText(5000),
  email: v.optional(v.union([v.literal(''), EmailSchema])),
  page: optionalText(500),
});
export type FeedbackInput = v.InferOutput<typeof FeedbackInputSchema>;
