/** Image uploads and images. */
import { CHALLENGE_IMAGE_MAX_BYTES } from '@nervus/game-rules';
import * as v from 'valibot';
import {
  ImageUploadRequestSchema,
  ImageUploadTicketSchema,
  RandomImageSchema,
  RandomImagesQuerySchema,
} from '../challenges.js';
import { envelope } from '../common.js';
import { BytesSchema, defineCalls } from './define.js';

const UploadQuerySchema = v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(200))) });
const UploadedImageSchema = v.object({
  url: v.string(),
  width: v.pipe(v.number(), v.integer()),
  height: v.pipe(v.number(), v.integer()),
});
const GeneratedImageQuerySchema = v.object({ w: v.optional(v.pipe(v.string(), v.maxLength(8))) });

export const filesCalls = defineCalls({
  randomImages: {
    method: 'GET',
    path: '/images/random',
    summary:
      "Pictures for a question's keywords (built-in offline painter, or a photo provider when configured)",
    tag: 'files',
    auth: 'none',
    query: RandomImagesQuerySchema,
    response: envelope(v.array(RandomImageSchema)),
  },
  imageUpload: {
    method: 'POST',
    path: '/files/image-upload',
    summary: 'An address to upload one image to (JPEG, PNG or GIF, at most 20 MB)',
    tag: 'files',
    auth: 'user',
    body: ImageUploadRequestSchema,
    response: envelope(ImageUploadTicketSchema),
  },
  uploadImage: {
    method: 'PUT',
    path: '/files/{id}/upload',
    summary: "Upload the image's bytes to the ticket's address (its token in the query), once",
    tag: 'files',
    auth: 'none',
    query: UploadQuerySchema,
    rawBody: 'bytes',
    maxBodyBytes: CHALLENGE_IMAGE_MAX_BYTES,
    response: envelope(UploadedImageSchema),
  },
  imageFile: {
    method: 'GET',
    path: '/files/{id}/{size}',
    summary:
      'An uploaded image at cover (1200), hero (800), small (480) or thumbnail (300) width, in WebP or AVIF when Accept takes them',
    tag: 'files',
    auth: 'none',
    response: BytesSchema,
    produces: 'image/*',
  },
  generatedImage: {
    method: 'GET',
    path: '/images/generated/{seed}',
    summary: "The built-in painter's picture for a seed (`w`: width, 100 to 1200)",
    tag: 'files',
    auth: 'none',
    query: GeneratedImageQuerySchema,
    response: BytesSchema,
    produces: 'image/jpeg',
  },
});
