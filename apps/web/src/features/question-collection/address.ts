/**
 * The question collection's address: the theme the embedding site asks for and the page shown.
 * Values the page does not know fall back to absent (an embed code may be old or hand-written).
 */
import * as v from 'valibot';

const loose = <T extends v.GenericSchema>(schema: T) =>
  v.fallback(v.optional(schema), undefined as v.InferOutput<T> | undefined);

export const CollectionAddressSchema = v.object({
  theme: loose(v.picklist(['light', 'dark'])),
  page: loose(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

export type CollectionAddress = v.InferOutput<typeof CollectionAddressSchema>;
