import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';

/** Lets route handlers see the parsed type of their zod schemas. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** A request part failed its schema; carries a message per field. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_VALIDATION';
  constructor(readonly errors: Record<string, string>) {
    super('validation failed');
  }
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.message.endsWith('received undefined') ? 'Kötelező mező.' : 'Hibás típus.';
    case 'too_small':
      return issue.origin === 'string' ? 'Kötelező mező.' : 'Túl kicsi érték.';
    case 'too_big':
      return 'Túl hosszú vagy túl nagy érték.';
    case 'invalid_format':
      return 'Hibás formátum.';
    default:
      return 'Hibás érték.';
  }
}

/** Maps zod issues to `{field: message}`, the `errors` of the error envelope. */
export function issuesToErrors(issues: z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    errors[key] ??= describeIssue(issue);
  }
  return errors;
}

/** Fastify validator compiler that runs zod schemas and keeps their parsed (coerced) output. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => {
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(issuesToErrors(result.error.issues)) };
  };
};
