import { EDITOR } from '@newsroom/shared';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';

/** Asks 'Tényleg ki szeretne lépni a szerkesztőből?' before leaving an editor with changes. */
export function LeaveConfirm({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      message={EDITOR.confirmLeave}
      confirmLabel={EDITOR.confirmLeaveYes}
      cancelLabel={EDITOR.confirmLeaveNo}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
