/** Reading replies: the JSON checked against its reply schema, the error envelope, the ok envelope. */
import { isDeepStrictEqual } from 'node:util';
import { errorReplySchema } from '@newsroom/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';

/**
 * The reply's JSON checked against its reply schema from packages/shared (the one the route
 * serialises by and the web app parses with); fails loudly, naming the differences, when the reply
 * does not match it or carries a field the schema does not list.
 */
export function replyBody<S extends z.ZodType>(res: LightMyRequestResponse, schema: S): z.output<S> {
  let json: unknown;
  try {
    json = res.json();
  } catch {
    throw new Error(`not JSON: ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new Error(
      `the reply does not match its schema: ${res.statusCode} ${res.body.slice(0, 500)}\n${parsed.error.message}`,
    );
  }
  // The reply schemas have no transforms: what they keep is the reply itself, unless it had more.
  if (!isDeepStrictEqual(parsed.data, json)) {
    throw new Error(
      `the reply has fields its schema does not list: ${res.statusCode} ${res.body.slice(0, 500)}`,
    );
  }
  return parsed.data;
}

export type ErrorBody = z.output<typeof errorReplySchema>;

/** The reply's JSON as the error envelope (errorReplySchema); fails loudly when it is not one. */
export function errorBody(res: LightMyRequestResponse): ErrorBody {
  return replyBody(res, errorReplySchema);
}

/** GETs `url` with `headers`, checks that the reply is a 200 with status ok and answers its data. */
export async function getOkData<T>(
  t: { app: FastifyInstance },
  url: string,
  headers: Record<string, string>,
): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ status: string; data: T }>();
  expect(body.status).toBe('ok');
  return body.data;
}
