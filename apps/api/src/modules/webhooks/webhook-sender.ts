import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { INTEGRATION_MESSAGES as m } from '@newsroom/shared';
import { type AddressPolicy, type CheckedAddress, checkWebhookUrl } from './webhook-address.ts';

/**
 * One attempt of one delivery: a POST of the stored body, signed, to an address checked just now
 * (webhook-address.ts), with no redirect followed and a deadline on the whole exchange.
 */

export const WEBHOOK_USER_AGENT = 'Newsroom-Webhooks/1.0';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`: the X-Newsroom-Signature header. */
export function signatureHeader(secret: string, body: string, at: Date = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

export interface OutgoingDelivery {
  id: string;
  event: string;
  /** The exact bytes to send (and sign). */
  body: string;
  url: string;
  secret: string;
}

export interface AttemptResult {
  /** The HTTP status, or null when no reply came (refused address, network error, timeout). */
  status: number | null;
  durationMs: number;
  /** '' after a 2xx; else what went wrong, in Hungarian or as the system's error code. */
  error: string;
}

export interface SendOptions extends AddressPolicy {
  timeoutMs: number;
}

/** A lookup that answers only the addresses checked, whatever the name resolves to meanwhile. */
function pinnedLookup(addresses: CheckedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : undefined;
    const usable = family ? addresses.filter((a) => a.family === family) : addresses;
    const first = usable[0];
    if (!first) {
      const err = Object.assign(new Error('no checked address of this family'), { code: 'ENOTFOUND' });
      callback(err, '', 4);
    } else if (options.all) {
      callback(null, usable);
    } else {
      callback(null, first.address, first.family);
    }
  };
}

function errorText(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  return m.deliveryNetwork(typeof code === 'string' ? code : String((err as Error)?.message ?? err));
}

/** Sends one attempt; never throws. */
export async function sendAttempt(delivery: OutgoingDelivery, options: SendOptions): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const check = await checkWebhookUrl(delivery.url, options);
  if (!check.ok) {
    const error = check.reason === 'unresolvable' ? m.webhookUrlUnresolvable : m.webhookUrlForbidden;
    return { status: null, durationMs: elapsed(), error };
  }
  const { url, addresses } = check;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<AttemptResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve({ ...result, durationMs: elapsed() });
    };
    const req = client.request({
      method: 'POST',
      protocol: url.protocol,
      hostname: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      ...(url.username
        ? { auth: `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}` }
        : {}),
      // A connection of its own: a pooled socket could have been opened to an address not checked now.
      agent: false,
      lookup: pinnedLookup(addresses),
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(delivery.body),
        'user-agent': WEBHOOK_USER_AGENT,
        'x-newsroom-event': delivery.event,
        'x-newsroom-delivery': delivery.id,
        'x-newsroom-signature': signatureHeader(delivery.secret, delivery.body),
      },
    });
    let answered: number | null = null;
    // The whole exchange, the reply's body included, has one deadline.
    const deadline = setTimeout(() => {
      finish({ status: answered, error: m.deliveryTimeout(Math.round(options.timeoutMs / 1000)) });
      req.destroy();
    }, options.timeoutMs);
    req.on('error', (err) => finish({ status: answered, error: errorText(err) }));
    req.on('response', (res) => {
      answered = res.statusCode ?? 0;
      const status = res.statusCode ?? 0;
      const error =
        status >= 200 && status < 300
          ? ''
          : status >= 300 && status < 400
            ? m.deliveryRedirect(status)
            : m.deliveryHttpStatus(status);
      // The reply's body is read and dropped: the exchange ends when it ends (or at the deadline).
      res.on('error', (err) => finish({ status, error: error || errorText(err) }));
      res.on('end', () => finish({ status, error }));
      res.on('close', () =>
        finish({ status, error: error || (res.complete ? '' : errorText({ code: 'ECONNRESET' })) }),
      );
      res.resume();
    });
    req.end(delivery.body);
  });
}
