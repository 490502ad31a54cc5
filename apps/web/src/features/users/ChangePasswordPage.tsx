import { Paper, Stack } from '@mantine/core';
import { ACCOUNT_FORM, TITLES, USER_FORM_MESSAGES, USER_FORM_SCHEMAS } from '@newsroom/shared';
import { PageHeader } from '../../components/PageHeader.tsx';
import { showSuccess } from '../../lib/messages.ts';
import { submitHandler, useRulesForm } from '../../lib/rules-form.ts';
import { rulesValidator } from '../../lib/rules-validator.ts';
import { useSession } from '../../lib/session.ts';
import { useChangePassword } from './api/change-password.ts';
import { NewPasswordFields, SaveFooter } from './components/AccountFields.tsx';
import { showSaveError } from './save-error.ts';

type PasswordValues = { password: string; confirm_password: string };

const EMPTY: PasswordValues = { password: '', confirm_password: '' };

/** The password change's rules, the API's own (newPasswordSchema) but the match, which the server checks. */
const validatePassword = rulesValidator<PasswordValues>(
  USER_FORM_SCHEMAS.changePasswordScreen,
  USER_FORM_MESSAGES.invalid,
);

/**
 * /my-account/change-password ('Password change'). The password is required, the confirmation once
 * a password is entered, and the password long enough; whether the two match is the server's
 * answer (this screen makes no match check of its own).
 */
export default function ChangePasswordPage() {
  const { user } = useSession();
  const form = useRulesForm<PasswordValues>({ initialValues: EMPTY, validate: validatePassword });
  const change = useChangePassword();

  const submit = submitHandler(form, (values) => {
    if (!user) return;
    change.mutate(
      { id: user.id, ...values },
      {
        onSuccess: (reply) => {
          form.setValues(EMPTY);
          showSuccess(reply.message || ACCOUNT_FORM.passwordSavedFallback);
        },
        onError: showSaveError,
      },
    );
  });

  return (
    <>
      <PageHeader title={TITLES.changePassword} />
      <Paper withBorder radius="md" p="lg" maw={520}>
        <form onSubmit={submit} noValidate aria-label={ACCOUNT_FORM.passwordTitle}>
          <Stack gap="md">
            <NewPasswordFields form={form} labels={ACCOUNT_FORM} required />
          </Stack>
          <SaveFooter saving={change.isPending} label={ACCOUNT_FORM.save} />
        </form>
      </Paper>
    </>
  );
}
