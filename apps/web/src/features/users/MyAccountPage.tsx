import { Paper, Stack } from '@mantine/core';
import {
  ACCOUNT_FORM,
  TITLES,
  USER_FORM_MESSAGES,
  USER_FORM_SCHEMAS,
  type UserDetails,
} from '@newsroom/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { ApiError } from '../../lib/api.ts';
import { showError, showSuccess } from '../../lib/messages.ts';
import { submitHandler, useRulesForm } from '../../lib/rules-form.ts';
import { rulesValidator } from '../../lib/rules-validator.ts';
import { sessionStore, useSession } from '../../lib/session.ts';
import { useUser } from './api/get-user.ts';
import { useSaveAccount } from './api/save-account.ts';
import { NameEmailFields, SaveFooter } from './components/AccountFields.tsx';
import { showSaveError } from './save-error.ts';

type AccountValues = { first_name: string; last_name: string; email: string };

/** One's own name and address: the browser may fill them in. */
const ACCOUNT_AUTOCOMPLETE = { firstName: 'given-name', lastName: 'family-name', email: 'email' };

/** The account's rules, the API's own for a save with myaccount: 1 (myAccountSchema). */
const validateAccount = rulesValidator<AccountValues>(
  USER_FORM_SCHEMAS.myAccount,
  USER_FORM_MESSAGES.invalid,
  (values) => ({ ...values, myaccount: 1 }),
);

/**
 * /my-account ('Account data'): one's own name and e-mail, then the account's security (`security`:
 * the second factor, 'Kétlépcsős azonosítás', and the active sessions, 'Munkamenetek', which the
 * two-factor and session features bring; app/routes/my-account.tsx puts them in).
 */
export default function MyAccountPage({ security }: { security?: ReactNode }) {
  const { user } = useSession();
  const query = useUser(user?.id ?? null);

  useEffect(() => {
    const error = query.error;
    if (error && !(error instanceof ApiError && error.status === 401)) showError(error.message);
  }, [query.error]);

  return (
    <>
      <PageHeader title={TITLES.myAccount} />
      {query.data ? (
        <Stack gap="lg">
          <AccountForm key={query.data.id} account={query.data} />
          {security}
        </Stack>
      ) : (
        query.isPending && <PageLoader />
      )}
    </>
  );
}

function AccountForm({ account }: { account: UserDetails }) {
  const form = useRulesForm<AccountValues>({
    initialValues: {
      first_name: account.first_name,
      last_name: account.last_name,
      email: account.email ?? '',
    },
    validate: validateAccount,
  });
  const [lastUpdate, setLastUpdate] = useState(account.last_update);
  const save = useSaveAccount();

  const submit = submitHandler(form, (values) => {
    const input = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      last_update: lastUpdate,
    };
    save.mutate(
      { id: account.id, input },
      {
        onSuccess: (reply) => {
          setLastUpdate(reply.data.last_update);
          // The profile menu's name and avatar letter follow at once.
          const current = sessionStore.get().user;
          if (current)
            sessionStore.set({
              user: {
                ...current,
                first_name: reply.data.first_name ?? input.first_name,
                last_name: reply.data.last_name ?? input.last_name,
                email: reply.data.email ?? input.email,
              },
            });
          showSuccess(reply.message || ACCOUNT_FORM.savedFallback);
        },
        onError: showSaveError,
      },
    );
  });

  return (
    <Paper withBorder radius="md" p="lg" maw={520}>
      <form onSubmit={submit} noValidate aria-label={ACCOUNT_FORM.title}>
        <Stack gap="md">
          <NameEmailFields form={form} labels={ACCOUNT_FORM} autoComplete={ACCOUNT_AUTOCOMPLETE} />
        </Stack>
        <SaveFooter saving={save.isPending} label={ACCOUNT_FORM.save} />
      </form>
    </Paper>
  );
}
