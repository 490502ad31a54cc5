import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { A11Y, POST_LIST_DESK } from '@newsroom/shared';
import { useState } from 'react';
import { useMenus } from '../../../lib/reference-lists.ts';
import { useSubmenus } from '../api/submenus.ts';

interface MoveDialogProps {
  opened: boolean;
  /** How many articles move. */
  count: number;
  onConfirm: (menuId: number, secondaryMenuId: number) => void;
  onCancel: () => void;
  /** The move is running: the button spins and the dialog stays. */
  loading: boolean;
}

const NONE = '0';

/** Asks where the selected articles go: a category, and optionally one of its subcategories. */
export function MoveDialog({ opened, count, onConfirm, onCancel, loading }: MoveDialogProps) {
  const [menuId, setMenuId] = useState<string | null>(null);
  const [submenuId, setSubmenuId] = useState(NONE);
  const menus = useMenus(opened);
  const submenus = useSubmenus(menuId ? Number(menuId) : 0);
  const submenuOptions = [
    { value: NONE, label: POST_LIST_DESK.noSubmenu },
    ...(submenus.data ?? []).map((s) => ({ value: String(s.id), label: s.title })),
  ];

  return (
    <Modal
      opened={opened}
      onClose={loading ? () => {} : onCancel}
      title={POST_LIST_DESK.moveTitle(count)}
      centered
      radius="md"
      closeButtonProps={{ 'aria-label': A11Y.close }}
      styles={{ title: { fontWeight: 600 } }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (menuId) onConfirm(Number(menuId), Number(submenuId));
        }}
      >
        <Stack gap="sm">
          <Select
            label={POST_LIST_DESK.moveMenu}
            data={(menus.data ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
            value={menuId}
            onChange={(value) => {
              setMenuId(value);
              setSubmenuId(NONE);
            }}
            allowDeselect={false}
            searchable
            required
            data-autofocus
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={POST_LIST_DESK.moveSubmenu}
            data={submenuOptions}
            value={submenuId}
            onChange={(value) => setSubmenuId(value ?? NONE)}
            allowDeselect={false}
            disabled={!menuId || submenuOptions.length === 1}
          />
        </Stack>
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            {POST_LIST_DESK.cancel}
          </Button>
          <Button type="submit" disabled={!menuId} loading={loading}>
            {POST_LIST_DESK.moveConfirm}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
