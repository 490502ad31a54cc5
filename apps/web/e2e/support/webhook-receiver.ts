// A webhook endpoint on this machine for integrations.spec.ts: it records what it is sent and
// answers what the spec tells it to.
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST as it arrived. */
export interface ReceivedDelivery {
  /** X-Newsroom-Delivery: the same on every attempt of one delivery. */
  deliveryId: string;
  event: string;
  signature: string;
  body: string;
  /** The article's title in `data`, '' for other items. */
  title: string;
  /** What the receiver answered. */
  status: number;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedDelivery[];
  close(): Promise<void>;
}

/**
 * Starts the receiver on 127.0.0.1 (port 0: any free one). `answer` picks the status of each POST
 * from it and the earlier ones (other specs' changes arrive too: the server is shared).
 */
export async function startWebhookReceiver(
  answer: (delivery: Omit<ReceivedDelivery, 'status'>, earlier: ReceivedDelivery[]) => number,
): Promise<WebhookReceiver> {
  const received: ReceivedDelivery[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let title = '';
      try {
        const data = (JSON.parse(body) as { data?: { title?: unknown } }).data;
        if (typeof data?.title === 'string') title = data.title;
      } catch {
        // Not JSON: recorded as it came.
      }
      const delivery = {
        deliveryId: String(req.headers['x-newsroom-delivery'] ?? ''),
        event: String(req.headers['x-newsroom-event'] ?? ''),
        signature: String(req.headers['x-newsroom-signature'] ?? ''),
        body,
        title,
      };
      const status = answer(delivery, received);
      received.push({ ...delivery, status });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(String(status));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/newsroom-hook`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Whether X-Newsroom-Signature is `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export function signatureIsValid(secret: string, delivery: ReceivedDelivery): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(delivery.signature);
  if (!match) return false;
  const [, t, v1] = match as unknown as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${t}.${delivery.body}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}
