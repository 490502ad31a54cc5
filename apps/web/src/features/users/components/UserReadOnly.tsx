import { Paper, SimpleGrid, TextInput } from '@mantine/core';
import { USER_FORM, type UserDetails } from '@newsroom/shared';

/**
 * A user's details for someone who may not change them: the fields read-only, no Save and no
 * Delete (docs/product.md, Roles; the server would refuse them with 403).
 */
export function UserReadOnly({ user }: { user: UserDetails }) {
  return (
    <Paper withBorder radius="md" p="lg" maw={760} component="section" aria-label={USER_FORM.title}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={USER_FORM.firstName} value={user.first_name} readOnly variant="filled" />
        <TextInput label={USER_FORM.lastName} value={user.last_name} readOnly variant="filled" />
        {user.email !== null && (
          <TextInput label={USER_FORM.email} value={user.email} readOnly variant="filled" />
        )}
        <TextInput label={USER_FORM.role} value={user.role_name} readOnly variant="filled" />
      </SimpleGrid>
    </Paper>
  );
}
