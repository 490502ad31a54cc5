import { Stack } from '@mantine/core';
import { can, paths, TITLES, USER_FORM, USER_FORM_MESSAGES, type UserDetails } from '@newsroom/shared';
import { type ReactNode, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { ReadOnlyNotice } from '../../components/ReadOnlyNotice.tsx';
import { ApiError } from '../../lib/api.ts';
import { showError } from '../../lib/messages.ts';
import { useSession } from '../../lib/session.ts';
import { useMarkTwoFactorOff, useUser } from './api/get-user.ts';
import { UserForm } from './components/UserForm.tsx';
import { UserReadOnly } from './components/UserReadOnly.tsx';
import { userDetailsAccess } from './user-access.ts';

/** A positive whole number from the route, else null (a blank form). */
function routeId(raw: string | undefined): number | null {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The reset of a user's second factor, which the two-factor feature brings (app/routes/user.tsx
 * puts it in); it calls `onReset` with the user's id once the second factor is gone.
 */
export type TwoFactorResetSlot = (user: UserDetails, onReset: (id: number) => void) => ReactNode;

/**
 * /users/add and /users/{id} ('User data'): loads the user, or says it does not exist. Only
 * administrators get the form (Save; Delete on another user); everyone else reads the details, with
 * one line saying why. Administrators may reset the second factor of a user who has one
 * (`twoFactorReset`).
 */
export default function UserDetailsPage({ twoFactorReset }: { twoFactorReset?: TwoFactorResetSlot }) {
  const params = useParams();
  const id = routeId(params.id);
  const navigate = useNavigate();
  const { user: sessionUser } = useSession();
  const query = useUser(id);
  const markTwoFactorOff = useMarkTwoFactorOff();
  const user = query.data;
  const missing =
    id !== null &&
    ((query.error instanceof ApiError && query.error.status === 404) ||
      (user !== undefined && !user.is_active));

  useEffect(() => {
    if (id === null) return;
    if (missing) {
      showError(USER_FORM_MESSAGES.notFound(id));
      navigate(paths.users.href(), { replace: true });
    } else if (query.error && !(query.error instanceof ApiError && query.error.status === 401)) {
      showError(query.error.message);
    }
  }, [id, missing, query.error, navigate]);

  const title = id === null ? TITLES.userData : USER_FORM.titleWithId(id);
  if (id === null) {
    const access = userDetailsAccess(sessionUser, null);
    return (
      <>
        <PageHeader title={title} />
        {access.mode === 'form' ? <UserForm key="new" /> : <ReadOnlyNotice reason={access.reason} />}
      </>
    );
  }
  const access = user ? userDetailsAccess(sessionUser, user) : null;
  return (
    <>
      <PageHeader title={title} />
      {user && !missing && access ? (
        <Stack gap="lg">
          {access.mode === 'form' ? (
            <UserForm key={user.id} user={user} canDelete={access.canDelete} />
          ) : (
            <div>
              <ReadOnlyNotice reason={access.reason} />
              <UserReadOnly user={user} />
            </div>
          )}
          {can(sessionUser, 'manageUsers') && user.two_factor_enabled
            ? twoFactorReset?.(user, markTwoFactorOff)
            : null}
        </Stack>
      ) : (
        query.isPending && <PageLoader />
      )}
    </>
  );
}
