import { ActionIcon, Box, Button, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import { NUMBER_FORMAT, POLL_FORM, type Poll, SCROLL_ANIMATION_MS, voteShares } from '@newsroom/shared';
import { IconTrash } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { showSuccess } from '../../../lib/messages.ts';
import { submitHandler, useRulesForm } from '../../../lib/rules-form.ts';
import { useSavePoll } from '../api/save-poll.ts';
import classes from '../Polls.module.css';
import {
  canAddItem,
  newPollItem,
  type PollFormValues,
  pollFormFrom,
  pollFormValidator,
  pollInputFrom,
} from '../poll-form.ts';
import { scrollIntoViewSmoothly } from './scroll.ts';

interface PollFormProps {
  /** The loaded poll; absent for a new one. */
  poll?: Poll;
  onSaved: () => void;
  onCancel: () => void;
}

const countFormat = NUMBER_FORMAT;

/** The dialog's form: name, items (with their votes and share when editing), add, Cancel and Save. */
export function PollForm({ poll, onSaved, onCancel }: PollFormProps) {
  const form = useRulesForm<PollFormValues>({
    initialValues: pollFormFrom(poll),
    validate: pollFormValidator,
  });
  const { values } = form;
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const save = useSavePoll();
  const editing = poll !== undefined;
  const itemsError = form.errors.items;
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
    form.insertListItem('items', item);
    form.clearFieldError('items');
    setFocusKey(item.key);
  }

  function onItemKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    addItem();
  }

  const submit = submitHandler(form, (valid) => {
    save.mutate(
      { id: poll?.id ?? null, input: pollInputFrom(valid, poll?.last_update) },
      {
        onSuccess: (reply) => {
          showSuccess(reply.message || POLL_FORM.savedFallback);
          onSaved();
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={POLL_FORM.name}
          {...form.getInputProps('name')}
          withAsterisk
          autoComplete="off"
          data-autofocus
        />

        <Box component="fieldset" className={classes.items} data-invalid={itemsError ? true : undefined}>
          <Text component="legend" fw={500} size="sm" className={classes.legend}>
            {POLL_FORM.items}
          </Text>
          {values.items.length === 0 && (
            <Text c="dimmed" size="sm">
              {POLL_FORM.noItemsYet}
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
                      aria-label={POLL_FORM.itemName(n)}
                      value={item.name}
                      onChange={(e) => form.setFieldValue(`items.${index}.name`, e.currentTarget.value)}
                      onKeyDown={onItemKeyDown}
                      ref={(el) => {
                        if (el) inputs.current.set(item.key, el);
                        else inputs.current.delete(item.key);
                      }}
                      autoComplete="off"
                    />
                    {editing && (
                      <Text size="sm" className={classes.itemVotes} data-testid="item-votes">
                        <span className={classes.votesLabel}>{POLL_FORM.itemVotes}: </span>
                        {countFormat.format(item.votes)}
                      </Text>
                    )}
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={POLL_FORM.deleteItem(n)}
                      onClick={() => form.removeListItem('items', index)}
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
                        aria-label={POLL_FORM.share(item.name || `#${n}`, share)}
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
            {POLL_FORM.addItem}
          </Button>
          {itemsError && (
            <Text c="red" size="sm" mt="xs" data-testid="poll-items-error">
              {itemsError}
            </Text>
          )}
        </Box>

        {editing && (
          <Text fw={500} data-testid="poll-total">
            {POLL_FORM.totalVotes}: {countFormat.format(total)}
          </Text>
        )}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {POLL_FORM.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {POLL_FORM.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
