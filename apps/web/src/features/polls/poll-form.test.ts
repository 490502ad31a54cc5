import { POLL_FORM_MESSAGES, type Poll } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { canAddItem, newPollItem, pollFormFrom, pollInputFrom, validatePollForm } from './poll-form.ts';

const poll: Poll = {
  id: 4,
  name: 'Ki nyer?',
  items: [
    { id: 11, name: 'Ferencváros', votes: 30 },
    { id: 12, name: 'Fehérvár', votes: 10 },
  ],
  total_votes: 40,
  right_side: 0,
  is_active: 1,
  user_id: 1,
  full_name: 'Bíró Anna',
  creation_date: '2026-01-01T10:00:00.000Z',
  last_update: '2026-01-02T10:00:00.000Z',
};

describe('the poll dialog form', () => {
  it('starts from the loaded poll, or empty', () => {
    const values = pollFormFrom(poll);
    expect(values.name).toBe('Ki nyer?');
    expect(values.items.map((i) => [i.id, i.name, i.votes])).toEqual([
      [11, 'Ferencváros', 30],
      [12, 'Fehérvár', 10],
    ]);
    expect(new Set(values.items.map((i) => i.key)).size).toBe(2);
    expect(pollFormFrom()).toEqual({ name: '', items: [] });
  });

  it('adds no item while an item has an empty name', () => {
    expect(canAddItem([])).toBe(true);
    expect(canAddItem(pollFormFrom(poll).items)).toBe(true);
    expect(canAddItem([...pollFormFrom(poll).items, newPollItem()])).toBe(false);
    expect(canAddItem([{ ...newPollItem(), name: '   ' }])).toBe(false);
  });

  it('wants a name first, then at least one item; item names are not checked', () => {
    expect(validatePollForm({ name: ' ', items: [] })).toBe(POLL_FORM_MESSAGES.nameMissing);
    expect(validatePollForm({ name: 'Kérdés', items: [] })).toBe(POLL_FORM_MESSAGES.noItems);
    expect(validatePollForm({ name: 'Kérdés', items: [newPollItem()] })).toBeNull();
  });

  it('sends the ids of saved items and never their votes', () => {
    const values = pollFormFrom(poll);
    values.items.push({ ...newPollItem(), name: 'Paks' });
    expect(pollInputFrom(values, poll.last_update)).toEqual({
      name: 'Ki nyer?',
      items: [{ id: 11, name: 'Ferencváros' }, { id: 12, name: 'Fehérvár' }, { name: 'Paks' }],
      last_update: poll.last_update,
    });
    expect(pollInputFrom({ name: ' Új ', items: [] })).toEqual({ name: 'Új', items: [] });
  });
});
