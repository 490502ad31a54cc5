import type { FormErrors } from '@mantine/form';
import { checkRules } from '@newsroom/shared';

/** A shared request schema (packages/shared), the one the API checks the same request with. */
type RulesSchema = Parameters<typeof checkRules>[0];

/**
 * A @mantine/form `validate` from a shared request schema, so a form keeps exactly the rules the
 * API keeps: every invalid field at once, each with its rule's message (`fallback` for an issue no
 * rule words, such as a value too long), in the schema's order. `toInput` makes the request body of
 * the form's values; `fieldOf` names the form field that shows a body field's error.
 */
export function rulesValidator<Values>(
  schema: RulesSchema,
  fallback: string,
  toInput: (values: Values) => unknown = (values) => values,
  fieldOf: (path: string) => string = (path) => path,
): (values: Values) => FormErrors {
  return (values) => {
    const failure = checkRules(schema, toInput(values), fallback);
    const errors: FormErrors = {};
    for (const [path, message] of Object.entries(failure?.errors ?? {})) errors[fieldOf(path)] ??= message;
    return errors;
  };
}

/** The message a refused form shows: its first invalid field's. */
export function firstMessage(errors: FormErrors): string | undefined {
  return Object.values(errors).find((error): error is string => typeof error === 'string' && error !== '');
}
