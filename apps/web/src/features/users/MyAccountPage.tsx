import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { ACCOUNT_FORM, TITLES, USER_FORM_MESSAGES } from '@newsroom/shared';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { ApiError } from '../../lib/api.ts';
import { showError, showSuccess } from '../../lib/messages.ts';
import { sessionStore, useSession } from '../../lib/session.ts';
import { useUser } from './api/get-user.ts';
import { useSaveAccount } from './api/save-account.ts';
import { showSaveError } from './save-error.ts';
import type { UserDetails } from './types.ts';

type Field = 'first_name' | 'last_name' | 'email';
const FIELDS: Field[] = ['first_name', 'last_name', 'email'];

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
  const [values, setValues] = useState<Record<Field, string>>({
    first_name: account.first_name,
    last_name: account.last_name,
    email: account.email,
  });
  const [lastUpdate, setLastUpdate] = useState(account.last_update);
  const [errors, setErrors] = useState<Partial<Record<Field, boolean>>>({});
  const save = useSaveAccount();

  const setText = (key: Field) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: false }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = Object.fromEntries(FIELDS.filter((f) => !values[f].trim()).map((f) => [f, true]));
    if (Object.keys(invalid).length > 0) {
      setErrors(invalid);
      showError(USER_FORM_MESSAGES.invalid);
      return;
    }
    setErrors({});
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
  }

  return (
    <Paper withBorder radius="md" p="lg" maw={520}>
      <form onSubmit={submit} noValidate aria-label={ACCOUNT_FORM.title}>
        <Stack gap="md">
          <TextInput
            label={ACCOUNT_FORM.firstName}
            value={values.first_name}
            onChange={setText('first_name')}
            error={errors.first_name}
            withAsterisk
            autoComplete="given-name"
          />
          <TextInput
            label={ACCOUNT_FORM.lastName}
            value={values.last_name}
            onChange={setText('last_name')}
            error={errors.last_name}
            withAsterisk
            autoComplete="family-name"
          />
          <TextInput
            label={ACCOUNT_FORM.email}
            type="email"
            value={values.email}
            onChange={setText('email')}
            error={errors.email}
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
