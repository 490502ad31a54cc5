import LoginPage from '../../features/session/LoginPage.tsx';
import { SecondFactorSignIn } from '../../features/two-factor/components/SecondFactorSignIn.tsx';

/**
 * The login screen (Root.tsx shows it while nobody is signed in): the session feature's password,
 * then the two-factor feature's second step. Part of the login route's own chunk, so nothing here
 * may pull in the desk's pages (scripts/check-web-budget.mjs).
 */
export default function LoginRoute() {
  return <LoginPage secondStep={SecondFactorSignIn} />;
}
