import type { FastifySchemaValidationError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requestErrors } from './request-errors.ts';

// Route schemas are zod schemas, run by fastify-type-provider-zod's validatorCompiler (server.ts);
// a request part that fails its schema reaches the error handler as a Fastify validation error,
// whose `errors` (per field, in Hungarian) come from the zod issues here.

/** Maps zod issues to `{field: message}`, the `errors` of the error envelope (lib/request-errors.ts). */
export function issuesToErrors(issues: z.core.$ZodIssue[]): Record<string, string> {
  return requestErrors(issues);
}

/**
 * The zod issue a validation error of fastify-type-provider-zod carries: its code as `keyword`, its
 * path as `instancePath` (`/items/0/name`) and the rest of the issue as `params`.
 */
function zodIssueOf(error: FastifySchemaValidationError): z.core.$ZodIssue {
  const path = error.instancePath
    .split('/')
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const issue = { ...error.params, code: error.keyword, path, message: error.message ?? '' };
  // The library spreads a zod issue into these fields; put back together, it is that issue again.
  return issue as z.core.$ZodIssue;
}

/**
 * The `errors` of the 400 envelope, `{field: message}`, when `error` is a request that failed its
 * route's zod schema; undefined for any other error.
 */
export function requestValidationErrors(error: unknown): Record<string, string> | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  return issuesToErrors(error.validation.map(zodIssueOf));
}
