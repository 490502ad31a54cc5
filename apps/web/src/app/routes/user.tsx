import { UserTwoFactorReset } from '../../features/two-factor/components/UserTwoFactorReset.tsx';
import UserDetailsPage from '../../features/users/UserDetailsPage.tsx';

/** /users/add and /users/:id: a user's details (users) and the reset of their second factor (two-factor). */
export default function UserRoute() {
  return (
    <UserDetailsPage
      twoFactorReset={(user, onReset) => <UserTwoFactorReset user={user} onReset={onReset} />}
    />
  );
}
