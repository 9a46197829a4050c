import { promisify } from 'node:util';
import {
  type BrotliOptions,
  brotliCompress,
  brotliCompressSync,
  constants,
  gzip,
  gzipSync,
  type ZlibOptions,
} from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Smaller answers go out as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * The encoding to answer in: brotli, else gzip, else none (null), as `Accept-Encoding` allows
 * (`q=0` refuses a coding; `*` stands for the ones not named).
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') q = Number(value);
    }
    weights.set(name.trim(), Number.isNaN(q) ? 0 : q);
  }
  const weight = (coding: Encoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}

function brotliOptions(quality: number, size: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  };
}

/** For answers made per request: brotli 4 costs about what gzip 6 does, for a smaller result. */
const ANSWER_BROTLI_QUALITY = 4;
const ANSWER_GZIP: ZlibOptions = { level: 6 };
/** For files compressed once and kept (http/static.ts): as small as it gets. */
const FILE_GZIP: ZlibOptions = { level: 9 };

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Above this, an answer is compressed on libuv's thread pool: the event loop (which also runs
 * PGlite) keeps serving. Below it, handing the work over costs about as much as doing it.
 */
const ASYNC_FROM_BYTES = 16 * 1024;

/** Compresses an answer built for this request. */
export function compressAnswer(body: Buffer, encoding: Encoding): Buffer | Promise<Buffer> {
  const inline = body.length < ASYNC_FROM_BYTES;
  if (encoding === 'br') {
    const options = brotliOptions(ANSWER_BROTLI_QUALITY, body.length);
    return inline ? brotliCompressSync(body, options) : brotliAsync(body, options);
  }
  return inline ? gzipSync(body, ANSWER_GZIP) : gzipAsync(body, ANSWER_GZIP);
}

/** Compresses a file once, as small as it gets, off the event loop. */
export function compressFile(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, brotliOptions(constants.BROTLI_MAX_QUALITY, body.length))
    : gzipAsync(body, FILE_GZIP);
}

/**
 * For a page filled per challenge, player or platform and kept seconds (http/static.ts):
 * brotli 6 is within 10 % of brotli's best on index.html at a fortieth of its time (about
 * 1 ms against 50 for 50 KB).
 */
const PAGE_BROTLI_QUALITY = 6;

export function compressPage(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, brotliOptions(PAGE_BROTLI_QUALITY, body.length))
    : gzipAsync(body, ANSWER_GZIP);
}
