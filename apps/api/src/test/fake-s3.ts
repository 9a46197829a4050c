/**
 * A small S3-compatible server for tests: path-style GET and PUT of objects, each request's
 * SigV4 signature recomputed and compared, the payload hash checked. Enough to prove the S3
 * store speaks the protocol without a cloud.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';

export interface FakeS3 {
  readonly endpoint: string;
  readonly objects: Map<string, { bytes: Uint8Array; contentType: string }>;
  /** Requests refused for a bad signature or hash. */
  readonly refused: string[];
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

export async function startFakeS3(credentials: {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}): Promise<FakeS3> {
  const objects = new Map<string, { bytes: Uint8Array; contentType: string }>();
  const refused: string[] = [];

  async function verified(req: IncomingMessage, body: Uint8Array): Promise<boolean> {
    const authorization = req.headers.authorization ?? '';
    const signed = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
    const datetime = String(req.headers['x-amz-date'] ?? '');
    if (!authorization.startsWith('AWS4-HMAC-SHA256 ') || !datetime || !signed.includes('host'))
      return false;
    const headers: Record<string, string> = {};
    for (const name of signed) if (name !== 'host') headers[name] = String(req.headers[name] ?? '');
    const expected = await new AwsV4Signer({
      method: req.method ?? 'GET',
      url: `http://${req.headers.host}${req.url}`,
      headers,
      accessKeyId: credentials.accessKeyId,
      secretAccessKey: credentials.secretAccessKey,
      region: credentials.region,
      service: 's3',
      datetime,
    }).authHeader();
    if (expected !== authorization) return false;
    const declared = String(req.headers['x-amz-content-sha256'] ?? '');
    if (declared === 'UNSIGNED-PAYLOAD') return true;
    return declared === createHash('sha256').update(body).digest('hex');
  }

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const key = decodeURIComponent(new URL(req.url ?? '/', 'http://s3').pathname);
    if (!(await verified(req, body))) {
      refused.push(`${req.method} ${key}`);
      res
        .writeHead(403, { 'content-type': 'application/xml' })
        .end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    if (req.method === 'PUT') {
      objects.set(key, { bytes: body, contentType: String(req.headers['content-type'] ?? '') });
      res.writeHead(200, { etag: '"1"' }).end();
      return;
    }
    const object = req.method === 'GET' ? objects.get(key) : undefined;
    if (!object) {
      res
        .writeHead(404, { 'content-type': 'application/xml' })
        .end('<Error><Code>NoSuchKey</Code></Error>');
      return;
    }
    res.writeHead(200, { 'content-type': object.contentType }).end(object.bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    refused,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
