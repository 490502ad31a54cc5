import { ActionIcon, Box, Button, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import { SCROLL_ANIMATION_MS, VOTING_FORM, type VotingWidget, voteShares } from '@newsroom/shared';
import { IconTrash } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { showError, showSuccess } from '../../../lib/messages.ts';
import { useSaveVotingWidget } from '../api/save-voting-widget.ts';
import {
  canAddItem,
  newPollItem,
  type PollFormValues,
  pollFormFrom,
  pollInputFrom,
  validatePollForm,
} from '../poll-form.ts';
import classes from '../VotingWidgets.module.css';
import { scrollIntoViewSmoothly } from './scroll.ts';

interface PollFormProps {
  /** The loaded poll; absent for a new one. */
  poll?: VotingWidget;
  onSaved: () => void;
  onCancel: () => void;
}

const countFormat = new Intl.NumberFormat('en-US');

/** The dialog's form: name, items (with their votes and share when editing), add, Cancel and Save. */
export function PollForm({ poll, onSaved, onCancel }: PollFormProps) {
  const [values, setValues] = useState<PollFormValues>(() => pollFormFrom(poll));
  const [nameError, setNameError] = useState(false);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const save = useSaveVotingWidget();
  const editing = poll !== undefined;
  const shares = voteShares(values.items);
  const total = values.items.reduce((sum, item) => sum + item.votes, 0);

  // Focus (and bring into view) the item just added, or the empty one that blocked adding.
  useEffect(() => {
    if (!focusKey) return;
    const input = inputs.current.get(focusKey);
    if (input) {
      input.focus({ preventScroll: true });
      scrollIntoViewSmoothly(input, SCROLL_ANIMATION_MS);
    }
    setFocusKey(null);
  }, [focusKey]);

  function addItem() {
    const empty = values.items.find((item) => item.name.trim() === '');
    if (!canAddItem(values.items)) {
      if (empty) setFocusKey(empty.key);
      return;
    }
    const item = newPollItem();
    setValues((v) => ({ ...v, items: [...v.items, item] }));
    setFocusKey(item.key);
  }

  function onItemKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    addItem();
  }

  function setItemName(key: string, name: string) {
    setValues((v) => ({ ...v, items: v.items.map((item) => (item.key === key ? { ...item, name } : item)) }));
  }

  function removeItem(key: string) {
    setValues((v) => ({ ...v, items: v.items.filter((item) => item.key !== key) }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validatePollForm(values);
    setNameError(values.name.trim() === '');
    if (invalid) {
      showError(invalid);
      return;
    }
    save.mutate(
      { id: poll?.id ?? null, input: pollInputFrom(values, poll?.last_update) },
      {
        onSuccess: (reply) => {
          showSuccess(reply.message || VOTING_FORM.savedFallback);
          onSaved();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={VOTING_FORM.name}
          value={values.name}
          onChange={(e) => {
            const name = e.currentTarget.value;
            setValues((v) => ({ ...v, name }));
            if (nameError) setNameError(false);
          }}
          error={nameError}
          withAsterisk
          autoComplete="off"
          data-autofocus
        />

        <Box component="fieldset" className={classes.items}>
          <Text component="legend" fw={500} size="sm" className={classes.legend}>
            {VOTING_FORM.items}
          </Text>
          {values.items.length === 0 && (
            <Text c="dimmed" size="sm">
              {VOTING_FORM.noItemsYet}
            </Text>
          )}
          <Stack gap="sm" component="ol" className={classes.itemList}>
            {values.items.map((item, index) => {
              const n = index + 1;
              const share = shares[index] ?? 0;
              return (
                <li key={item.key} className={classes.item} data-testid="poll-item">
                  <Group gap="xs" wrap="nowrap" align="center">
                    <Text c="dimmed" size="sm" className={classes.itemNumber} aria-hidden>
                      {n}.
                    </Text>
                    <TextInput
                      className={classes.itemName}
                      aria-label={VOTING_FORM.itemName(n)}
                      value={item.name}
                      onChange={(e) => setItemName(item.key, e.currentTarget.value)}
                      onKeyDown={onItemKeyDown}
                      ref={(el) => {
                        if (el) inputs.current.set(item.key, el);
                        else inputs.current.delete(item.key);
                      }}
                      autoComplete="off"
                    />
                    {editing && (
                      <Text size="sm" className={classes.itemVotes} data-testid="item-votes">
                        <span className={classes.votesLabel}>{VOTING_FORM.itemVotes}: </span>
                        {countFormat.format(item.votes)}
                      </Text>
                    )}
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={VOTING_FORM.deleteItem(n)}
                      onClick={() => removeItem(item.key)}
                    >
                      <IconTrash size={18} stroke={1.7} aria-hidden />
                    </ActionIcon>
                  </Group>
                  {editing && (
                    <Group gap="xs" wrap="nowrap" className={classes.share}>
                      <Progress
                        value={share}
                        size="md"
                        radius="xl"
                        className={classes.shareBar}
                        aria-label={VOTING_FORM.share(item.name || `#${n}`, share)}
                      />
                      <Text size="xs" c="dimmed" className={classes.sharePercent}>
                        {share}%
                      </Text>
                    </Group>
                  )}
                </li>
              );
            })}
          </Stack>
          <Button variant="light" onClick={addItem} mt="sm" size="sm">
            {VOTING_FORM.addItem}
          </Button>
        </Box>

        {editing && (
          <Text fw={500} data-testid="poll-total">
            {VOTING_FORM.totalVotes}: {countFormat.format(total)}
          </Text>
        )}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {VOTING_FORM.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {VOTING_FORM.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
