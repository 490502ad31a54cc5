import AuditLogPage from '../../features/audit/AuditLogPage.tsx';
import { TwoFactorPolicyButton } from '../../features/two-factor/components/TwoFactorPolicyButton.tsx';

/** /audit-log: the audit trail (audit) with the second-factor policy's button (two-factor). */
export default function AuditLogRoute() {
  return <AuditLogPage actions={<TwoFactorPolicyButton />} />;
}
