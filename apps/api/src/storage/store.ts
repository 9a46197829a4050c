/**
 * Where uploaded files live: the API's disk by default, an S3-compatible bucket (AWS S3, MinIO,
 * Cloudflare R2…) when one is configured. Uploads still pass through the API, which checks the
 * bytes and resizes them before storing: a browser never writes to the bucket directly, so a
 * presigned bucket address can never be used to store something the server has not checked.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';

export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
}

/** Keys are ours (file ids and size names); refuse anything that could leave the folder. */
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid storage key ${key}`);
  return key;
}

export function diskStore(dir: string): FileStore {
  mkdirSync(dir, { recursive: true });
  return {
    kind: 'disk',
    async get(key) {
      try {
        return new Uint8Array(await readFile(join(dir, checkKey(key))));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async put(key, bytes) {
      await writeFile(join(dir, checkKey(key)), bytes);
    },
  };
}

export interface S3Options {
  /** e.g. `https://s3.eu-west-1.amazonaws.com` or `http://127.0.0.1:9000`; path-style addressing. */
  readonly endpoint: string;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** Prefix of every key in the bucket, e.g. `files/`. */
  readonly prefix?: string;
  readonly timeoutMs?: number;
}

/** S3 through signed (SigV4) requests; aws4fetch signs, fetch sends. */
export function s3Store(options: S3Options): FileStore {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
    retries: 2,
  });
  const base = options.endpoint.replace(/\/+$/, '');
  const timeout = options.timeoutMs ?? 15_000;
  const address = (key: string) =>
    `${base}/${encodeURIComponent(options.bucket)}/${encodeURIComponent(`${options.prefix ?? ''}${checkKey(key)}`)}`;
  return {
    kind: 's3',
    async get(key) {
      const response = await client.fetch(address(key), {
        method: 'GET',
        signal: AbortSignal.timeout(timeout),
      });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET ${key} answered ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    async put(key, bytes, contentType) {
      const response = await client.fetch(address(key), {
        method: 'PUT',
        body: bytes,
        headers: {
          'Content-Type': contentType,
          // Signing the payload's hash lets the bucket refuse bytes changed on the way.
          'X-Amz-Content-Sha256': createHash('sha256').update(bytes).digest('hex'),
        },
        signal: AbortSignal.timeout(timeout),
      });
      if (!response.ok) throw new Error(`S3 PUT ${key} answered ${response.status}`);
      await response.body?.cancel();
    },
  };
}
