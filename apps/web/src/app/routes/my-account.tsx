import { SessionsSection } from '../../features/session/components/SessionsSection.tsx';
import { TwoFactorSection } from '../../features/two-factor/components/TwoFactorSection.tsx';
import MyAccountPage from '../../features/users/MyAccountPage.tsx';

/** /my-account: one's own account (users), its second factor (two-factor) and sessions (session). */
export default function MyAccountRoute() {
  return (
    <MyAccountPage
      security={
        <>
          <TwoFactorSection />
          <SessionsSection />
        </>
      }
    />
  );
}
