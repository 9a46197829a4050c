/**
 * Fetching an address a user gave, without letting them reach inside our network: only http
 * and https on their standard ports, every address the name resolves to must be public (no
 * loopback, private, link-local, unique-local, carrier-grade NAT, multicast or reserved
 * ranges), the connection goes to the address that was checked (so a second DNS answer cannot
 * swap it), redirects are checked the same way, and the body is capped in time and size.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export class UnsafeAddressError extends Error {
  override readonly name = 'UnsafeAddressError';
}

/** True for addresses on the public internet only. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress())
    ip = (ip as ipaddr.IPv6).toIPv4Address();
  return ip.range() === 'unicast';
}

export interface SafeFetchOptions {
  readonly timeoutMs?: number;
  readonly maxBytes?: number;
  readonly maxRedirects?: number;
  /** Which resolved addresses may be reached; public ones only by default. */
  readonly isAllowed?: (address: string) => boolean;
  /** Name resolution; the system's by default. */
  readonly lookup?: typeof dnsLookup;
}

export interface SafeResponse {
  readonly url: string;
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

function checkedLookup(
  isAllowed: (address: string) => boolean,
  resolve: typeof dnsLookup,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as LookupAddress[];
      const refused = list.find((a) => !isAllowed(a.address));
      if (list.length === 0 || refused) {
        return callback(
          new UnsafeAddressError(`${hostname} resolves to an address that cannot be fetched`),
          '',
          4,
        );
      }
      const chosen = list[0] as LookupAddress;
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, chosen.address, chosen.family);
    });
  };
}

function once(
  url: URL,
  options: Required<Omit<SafeFetchOptions, 'lookup'>> & { lookup: typeof dnsLookup },
): Promise<{ status: number; location?: string; contentType: string; body: string }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      {
        lookup: checkedLookup(options.isAllowed, options.lookup),
        headers: {
          'user-agent': 'NervusBot/1.0 (+article preview)',
          accept: 'text/html,application/xhtml+xml',
        },
        timeout: options.timeoutMs,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const contentType = String(response.headers['content-type'] ?? '');
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ status, location: response.headers.location, contentType, body: '' });
          return;
        }
        let size = 0;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            // Enough to read a page's head; stop downloading the rest.
            chunks.push(chunk.subarray(0, Math.max(0, options.maxBytes - (size - chunk.length))));
            response.destroy();
            resolve({ status, contentType, body: Buffer.concat(chunks).toString('utf8') });
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ status, contentType, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('The site took too long to answer.')));
    request.on('error', reject);
  });
}

const STANDARD_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

export async function safeFetch(
  address: string,
  options: SafeFetchOptions = {},
): Promise<SafeResponse> {
  const settings = {
    timeoutMs: options.timeoutMs ?? 5000,
    maxBytes: options.maxBytes ?? 512 * 1024,
    maxRedirects: options.maxRedirects ?? 3,
    isAllowed: options.isAllowed ?? isPublicAddress,
    lookup: options.lookup ?? dnsLookup,
  };
  let url = new URL(address);
  const deadline = Date.now() + settings.timeoutMs;
  for (let hop = 0; hop <= settings.maxRedirects; hop++) {
    if (!(url.protocol in STANDARD_PORTS))
      throw new UnsafeAddressError('Only http and https addresses can be fetched.');
    if (url.port && url.port !== STANDARD_PORTS[url.protocol] && options.isAllowed === undefined) {
      throw new UnsafeAddressError('Only the standard web ports can be fetched.');
    }
    if (url.username || url.password)
      throw new UnsafeAddressError('Addresses with credentials cannot be fetched.');
    // A literal address skips name resolution: check it here.
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (ipaddr.isValid(host) && !settings.isAllowed(host))
      throw new UnsafeAddressError(`${host} cannot be fetched.`);
    const left = deadline - Date.now();
    if (left <= 0) throw new Error('The site took too long to answer.');
    const answer = await once(url, { ...settings, timeoutMs: left });
    if (answer.location === undefined) {
      return {
        url: url.toString(),
        status: answer.status,
        contentType: answer.contentType,
        body: answer.body,
      };
    }
    url = new URL(answer.location, url);
  }
  throw new Error('Too many redirects.');
}
