import {
  Alert,
  Button,
  Code,
  CopyButton,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  AD_POSITIONS,
  ADS_UI,
  findAdPosition,
  type GoogleAd,
  type GoogleAdInput,
  gptSlotCode,
  GOOGLE_AD_SCREEN as S,
} from '@newsroom/shared';
import { IconAlertTriangle, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { showError } from '../../../lib/messages.ts';
import { useAdList } from '../api/ad-list.ts';
import { useAdItem } from '../api/get-ad.ts';
import { useSaveAd } from '../api/save-ad.ts';
import { AdDialog } from './AdDialog.tsx';

type TextField = 'name' | 'path' | 'size' | 'div_id' | 'path_mobile' | 'size_mobile' | 'div_id_mobile';
type Form = Record<TextField | 'position', string> & { width: number; height: number };

const EMPTY: Form = {
  name: '',
  path: '',
  size: '',
  div_id: '',
  path_mobile: '',
  size_mobile: '',
  div_id_mobile: '',
  position: '',
  width: 0,
  height: 0,
};
const REQUIRED: TextField[] = ['name', 'path', 'size', 'div_id'];

export const positionOptions = AD_POSITIONS.filter((p) => p.code).map((p) => ({
  value: p.code,
  label: `${p.label} (${p.code})`,
}));

/** Other live slots that already use this div_id (the public page can show only one of them). */
function useDivIdClash(divId: string, ownId: number | null): GoogleAd[] {
  const [debounced] = useDebouncedValue(divId.trim(), 400);
  const list = useAdList<GoogleAd>('ga', { div_id: debounced, per_page: '100' }, debounced !== '');
  return debounced ? (list.data?.data ?? []).filter((ad) => ad.id !== ownId) : [];
}

/** The Google ad dialog (SPEC.md points 3 and 5), with the slot's Google Publisher Tag code. */
export function GoogleAdDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const item = useAdItem<GoogleAd>('ga', id);
  const save = useSaveAd<GoogleAdInput, GoogleAd>('ga', onClose);
  const [form, setForm] = useState<Form>(EMPTY);
  const [invalid, setInvalid] = useState<Partial<Record<TextField, boolean>>>({});
  const clashes = useDivIdClash(form.div_id, id);
  const mobileClashes = useDivIdClash(form.div_id_mobile, id);

  const loaded = item.data;
  useEffect(() => {
    if (loaded) setForm({ ...EMPTY, ...pick(loaded) });
  }, [loaded]);

  const set = (field: TextField) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setForm((f) => ({ ...f, [field]: value }));
  };

  function choosePosition(code: string | null) {
    const position = findAdPosition(code ?? '');
    setForm((f) =>
      position?.code
        ? { ...f, position: position.code, width: position.width, height: position.height }
        : { ...f, position: '' },
    );
  }

  function submit() {
    const missing = Object.fromEntries(REQUIRED.filter((f) => !form[f].trim()).map((f) => [f, true]));
    setInvalid(missing);
    if (Object.keys(missing).length > 0) {
      showError(ADS_UI.invalid);
      return;
    }
    const input: GoogleAdInput = { ...form, ...(loaded ? { last_update: loaded.last_update } : {}) };
    save.mutate({ id, input });
  }

  const positioned = form.position !== '';
  const code = form.path.trim() && form.size.trim() && form.div_id.trim() ? gptSlotCode(form) : '';

  return (
    <AdDialog
      title={id === null ? S.newTitle : S.editTitle}
      loading={id !== null && item.isPending}
      saving={save.isPending}
      onSave={submit}
      onClose={onClose}
    >
      <TextInput
        label={S.name}
        value={form.name}
        onChange={set('name')}
        error={invalid.name}
        required
        data-autofocus
      />
      <TextInput label={S.path} value={form.path} onChange={set('path')} error={invalid.path} required />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={S.size}
          description={S.sizeHint}
          value={form.size}
          onChange={set('size')}
          error={invalid.size}
          required
        />
        <TextInput
          label={S.divId}
          value={form.div_id}
          onChange={set('div_id')}
          error={invalid.div_id}
          required
        />
      </SimpleGrid>
      <DivIdClash clashes={clashes} />
      <Fieldset legend={S.mobile} variant="filled" radius="md">
        <Stack gap="sm">
          <TextInput label={S.pathMobile} value={form.path_mobile} onChange={set('path_mobile')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label={S.sizeMobile} value={form.size_mobile} onChange={set('size_mobile')} />
            <TextInput label={S.divIdMobile} value={form.div_id_mobile} onChange={set('div_id_mobile')} />
          </SimpleGrid>
          <DivIdClash clashes={mobileClashes} />
        </Stack>
      </Fieldset>
      <Select
        label={S.position}
        data={[{ value: '', label: ADS_UI.inactive }, ...positionOptions]}
        value={form.position}
        onChange={choosePosition}
        allowDeselect={false}
        searchable
        comboboxProps={{ withinPortal: true }}
      />
      <SimpleGrid cols={2}>
        <NumberInput
          label={S.width}
          value={form.width}
          min={0}
          allowDecimal={false}
          disabled={positioned}
          onChange={(v) => setForm((f) => ({ ...f, width: Number(v) || 0 }))}
        />
        <NumberInput
          label={S.height}
          value={form.height}
          min={0}
          allowDecimal={false}
          disabled={positioned}
          onChange={(v) => setForm((f) => ({ ...f, height: Number(v) || 0 }))}
        />
      </SimpleGrid>
      {code && (
        <Stack gap={4}>
          <Group justify="space-between" align="flex-end">
            <div>
              <Text size="sm" fw={500}>
                {S.code}
              </Text>
              <Text size="xs" c="dimmed">
                {S.codeHint}
              </Text>
            </div>
            <CopyButton value={code}>
              {({ copied, copy }) => (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconCopy size={14} aria-hidden />}
                  onClick={copy}
                >
                  {copied ? S.copied : S.copy}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Code block data-testid="gpt-code" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {code}
          </Code>
        </Stack>
      )}
    </AdDialog>
  );
}

/** The warning that other live slots use the same element id. */
function DivIdClash({ clashes }: { clashes: GoogleAd[] }) {
  if (clashes.length === 0) return null;
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
      {S.divIdTaken(clashes.map((c) => `#${c.id} ${c.name}`).join(', '))}
    </Alert>
  );
}

function pick(ad: GoogleAd): Form {
  return {
    name: ad.name,
    path: ad.path,
    size: ad.size,
    div_id: ad.div_id,
    path_mobile: ad.path_mobile,
    size_mobile: ad.size_mobile,
    div_id_mobile: ad.div_id_mobile,
    position: ad.position,
    width: ad.width,
    height: ad.height,
  };
}
