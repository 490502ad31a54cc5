import { issueMessages, SERVER_MESSAGES } from '@newsroom/shared';
import type { z } from 'zod';
import { AppError } from './errors.ts';

/**
 * How a request that fails its schema is answered (400). A failed rule of the shared schemas
 * (packages/shared/src/rules.ts) names its field with the rule's own message, and the first
 * rule's message is the envelope's `message`, as the services answered before the schemas made
 * the rules. Any other issue (a wrong type, a missing or too long value) reads as one of these.
 */
export const GENERIC_FIELD_MESSAGES = {
  required: 'Kötelező mező.',
  wrongType: 'Hibás típus.',
  tooSmall: 'Túl kicsi érték.',
  tooBig: 'Túl hosszú vagy túl nagy érték.',
  badFormat: 'Hibás formátum.',
  badValue: 'Hibás érték.',
} as const;

const GENERIC = new Set<string>(Object.values(GENERIC_FIELD_MESSAGES));

function describeIssue(issue: z.core.$ZodIssue): string {
  const m = GENERIC_FIELD_MESSAGES;
  switch (issue.code) {
    case 'invalid_type':
      return issue.message.endsWith('received undefined') ? m.required : m.wrongType;
    case 'too_small':
      return issue.origin === 'string' ? m.required : m.tooSmall;
    case 'too_big':
      return m.tooBig;
    case 'invalid_format':
      return m.badFormat;
    default:
      return m.badValue;
  }
}

/** `{field: message}` of the issues, the `errors` of the 400 envelope. */
export function requestErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  return issueMessages(issues, describeIssue);
}

/** The envelope's `message` for a request's `errors`: the first rule's, else the generic one. */
export function validationMessage(errors: Record<string, string>): string {
  return Object.values(errors).find((message) => !GENERIC.has(message)) ?? SERVER_MESSAGES.badInput;
}

/**
 * `value` checked against a shared schema's rules, as a route checks its body: for rules that
 * depend on more than the body (which call it is, who asks, what is stored). Throws the same
 * 400 as a route whose schema fails.
 */
export function parseRequest<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = requestErrors(result.error.issues);
  throw new AppError('BAD_INPUT', validationMessage(errors), errors);
}
