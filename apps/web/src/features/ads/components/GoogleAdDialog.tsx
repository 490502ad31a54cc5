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
  googleAdInputSchema,
  gptSlotCode,
  GOOGLE_AD_SCREEN as S,
} from '@newsroom/shared';
import { IconAlertTriangle, IconCopy } from '@tabler/icons-react';
import { useEffect } from 'react';
import { passesRules, useRulesForm } from '../../../lib/rules-form.ts';
import { rulesValidator } from '../../../lib/rules-validator.ts';
import { useAdList } from '../api/ad-list.ts';
import { useAdItem } from '../api/get-ad.ts';
import { useSaveAd } from '../api/save-ad.ts';
import { AdDialog } from './AdDialog.tsx';

type Form = {
  name: string;
  path: string;
  size: string;
  div_id: string;
  path_mobile: string;
  size_mobile: string;
  div_id_mobile: string;
  position: string;
  width: number;
  height: number;
};

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

/** The dialog's rules, the API's own (googleAdInputSchema): name, path, size and div_id required. */
const validateAd = rulesValidator<Form>(googleAdInputSchema, ADS_UI.invalid);

export const positionOptions = AD_POSITIONS.filter((p) => p.code).map((p) => ({
  value: p.code,
  label: `${p.label} (${p.code})`,
}));

/** Other live slots that already use this div_id (the public page can show only one of them). */
function useDivIdClash(divId: string, ownId: number | null): GoogleAd[] {
  const [debounced] = useDebouncedValue(divId.trim(), 400);
  const list = useAdList('ga', { div_id: debounced, per_page: '100' }, debounced !== '');
  return debounced ? (list.data?.data ?? []).filter((ad) => ad.id !== ownId) : [];
}

/** The Google ad dialog, with the slot's Google Publisher Tag code. */
export function GoogleAdDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const item = useAdItem('ga', id);
  const save = useSaveAd('ga', onClose);
  const form = useRulesForm<Form>({ initialValues: EMPTY, validate: validateAd });
  const { values, setValues } = form;
  const clashes = useDivIdClash(values.div_id, id);
  const mobileClashes = useDivIdClash(values.div_id_mobile, id);

  const loaded = item.data;
  useEffect(() => {
    if (loaded) setValues({ ...EMPTY, ...pick(loaded) });
  }, [loaded, setValues]);

  function choosePosition(code: string | null) {
    const position = findAdPosition(code ?? '');
    form.setValues(
      position?.code
        ? { position: position.code, width: position.width, height: position.height }
        : { position: '' },
    );
  }

  function submit() {
    if (!passesRules(form)) return;
    const input: GoogleAdInput = { ...values, ...(loaded ? { last_update: loaded.last_update } : {}) };
    save.mutate({ id, input });
  }

  const positioned = values.position !== '';
  const code = values.path.trim() && values.size.trim() && values.div_id.trim() ? gptSlotCode(values) : '';

  return (
    <AdDialog
      title={id === null ? S.newTitle : S.editTitle}
      loading={id !== null && item.isPending}
      saving={save.isPending}
      onSave={submit}
      onClose={onClose}
    >
      <TextInput label={S.name} {...form.getInputProps('name')} required data-autofocus />
      <TextInput label={S.path} {...form.getInputProps('path')} required />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label={S.size} description={S.sizeHint} {...form.getInputProps('size')} required />
        <TextInput label={S.divId} {...form.getInputProps('div_id')} required />
      </SimpleGrid>
      <DivIdClash clashes={clashes} />
      <Fieldset legend={S.mobile} variant="filled" radius="md">
        <Stack gap="sm">
          <TextInput label={S.pathMobile} {...form.getInputProps('path_mobile')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label={S.sizeMobile} {...form.getInputProps('size_mobile')} />
            <TextInput label={S.divIdMobile} {...form.getInputProps('div_id_mobile')} />
          </SimpleGrid>
          <DivIdClash clashes={mobileClashes} />
        </Stack>
      </Fieldset>
      <Select
        label={S.position}
        data={[{ value: '', label: ADS_UI.inactive }, ...positionOptions]}
        value={values.position}
        onChange={choosePosition}
        error={Boolean(form.errors.position)}
        allowDeselect={false}
        searchable
        comboboxProps={{ withinPortal: true }}
      />
      <SimpleGrid cols={2}>
        <NumberInput
          label={S.width}
          value={values.width}
          min={0}
          allowDecimal={false}
          disabled={positioned}
          onChange={(v) => form.setFieldValue('width', Number(v) || 0)}
          error={Boolean(form.errors.width)}
        />
        <NumberInput
          label={S.height}
          value={values.height}
          min={0}
          allowDecimal={false}
          disabled={positioned}
          onChange={(v) => form.setFieldValue('height', Number(v) || 0)}
          error={Boolean(form.errors.height)}
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
