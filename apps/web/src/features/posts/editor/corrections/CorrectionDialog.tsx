import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import {
  CORRECTION_KIND_LABELS,
  CORRECTION_KINDS,
  CORRECTIONS_UI,
  type CorrectionKind,
  MAX_CORRECTION_LENGTH,
} from '@newsroom/shared';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api.ts';
import { showError, showSuccess } from '../../../../lib/messages.ts';
import { useAddCorrection } from '../../api/corrections.ts';

/** 'Helyesbítés rögzítése': the kind and the text readers will see under the title. */
export function CorrectionDialog({ postId, onClose }: { postId: number; onClose: () => void }) {
  const add = useAddCorrection(postId);
  const [kind, setKind] = useState<CorrectionKind>('helyesbites');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit() {
    try {
      const reply = await add.mutateAsync({ kind, text });
      showSuccess(reply.message ?? '');
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors(error.errors ?? {});
      if (error.status !== 401) showError(error.message);
    }
  }

  return (
    <Modal opened onClose={onClose} title={CORRECTIONS_UI.title} size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <Text size="sm" c="dimmed">
            {CORRECTIONS_UI.lead}
          </Text>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="correction-kind">
              {CORRECTIONS_UI.kind}
            </Text>
            <SegmentedControl
              aria-labelledby="correction-kind"
              value={kind}
              onChange={(value) => setKind(value as CorrectionKind)}
              data={CORRECTION_KINDS.map((k) => ({ value: k, label: CORRECTION_KIND_LABELS[k] }))}
            />
          </Stack>
          <Textarea
            label={CORRECTIONS_UI.text}
            placeholder={CORRECTIONS_UI.textPlaceholder}
            autosize
            minRows={3}
            maxLength={MAX_CORRECTION_LENGTH}
            value={text}
            error={errors.text}
            onChange={(event) => setText(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {CORRECTIONS_UI.cancel}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {CORRECTIONS_UI.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
