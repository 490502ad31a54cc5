import { type FormErrors, type UseFormInput, type UseFormReturnType, useForm } from '@mantine/form';
import { showError } from './messages.ts';
import { firstMessage } from './rules-validator.ts';

/** A form of useRulesForm: its validation is synchronous. */
export type RulesForm<Values> = UseFormReturnType<Values, Values, (values: Values) => FormErrors>;

/**
 * A controlled form checked by `validate` (rulesValidator). Its inputs mark an invalid field (red,
 * aria-invalid) without a caption: the message shows once, as the error toast (submitHandler).
 */
export function useRulesForm<Values extends Record<string, unknown>>(
  options: Pick<UseFormInput<Values>, 'initialValues'> & { validate: (values: Values) => FormErrors },
): RulesForm<Values> {
  return useForm<Values, Values, FormErrors>({
    mode: 'controlled',
    ...options,
    enhanceGetInputProps: ({ inputProps }) => ({
      error: Boolean(inputProps.error),
      // PasswordInput does not mark its inner input itself.
      ...(inputProps.error ? { 'aria-invalid': true } : {}),
    }),
  });
}

function showFirstMessage(errors: FormErrors): void {
  const message = firstMessage(errors);
  if (message) showError(message);
}

/** The form's submit: `send` with valid values; else every invalid field marked and the first message shown. */
export function submitHandler<Values>(form: RulesForm<Values>, send: (values: Values) => void) {
  return form.onSubmit(send, showFirstMessage);
}

/** Validates the form now: true when it may be sent; else every invalid field is marked and the first message shown. */
export function passesRules<Values>(form: RulesForm<Values>): boolean {
  const result = form.validate();
  if (result.hasErrors) showFirstMessage(result.errors);
  return !result.hasErrors;
}
