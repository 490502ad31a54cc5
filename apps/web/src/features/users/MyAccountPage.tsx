import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import {
  ACCOUNT_FORM,
  TITLES,
  USER_FORM_MESSAGES,
  USER_FORM_SCHEMAS,
  type UserDetails,
} from '@newsroom/shared';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { ApiError } from '../../lib/api.ts';
import { showError, showSuccess } from '../../lib/messages.ts';
import { submitHandler, useRulesForm } from '../../lib/rules-form.ts';
import { rulesValidator } from '../../lib/rules-validator.ts';
import { sessionStore, useSession } from '../../lib/session.ts';
import { useUser } from './api/get-user.ts';
import { useSaveAccount } from './api/save-account.ts';
import { showSaveError } from './save-error.ts';

type AccountValues = { first_name: string; last_name: string; email: string };

/** The account's rules, the API's own for a save with myaccount: 1 (myAccountSchema). */
const validateAccount = rulesValidator<AccountValues>(
  USER_FORM_SCHEMAS.myAccount,
  USER_FORM_MESSAGES.invalid,
  (values) => ({ ...values, myaccount: 1 }),
);

/** /my-account ('Account data'): one's own name and e-mail. */
export default function MyAccountPage() {
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
        <AccountForm key={query.data.id} account={query.data} />
      ) : (
        query.isPending && <PageLoader />
      )}
    </>
  );
}

function AccountForm({ account }: { account: UserDetails }) {
  const form = useRulesForm<AccountValues>({
    initialValues: { first_name: account.first_name, last_name: account.last_name, email: account.email },
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
          <TextInput
            label={ACCOUNT_FORM.firstName}
            {...form.getInputProps('first_name')}
            withAsterisk
            autoComplete="given-name"
          />
          <TextInput
            label={ACCOUNT_FORM.lastName}
            {...form.getInputProps('last_name')}
            withAsterisk
            autoComplete="family-name"
          />
          <TextInput
            label={ACCOUNT_FORM.email}
            type="email"
            {...form.getInputProps('email')}
            withAsterisk
            autoComplete="email"
          />
        </Stack>
        <Group justify="flex-end" mt="xl">
          <Button
            type="submit"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            {ACCOUNT_FORM.save}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
