import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addRuleIssue, checkRules, isFilled, issueMessages, rule, ruleMessageOf } from './rules.ts';

const schema = z
  .object({
    name: z.string().max(5).default('').refine(isFilled, rule('Adja meg a nevet!')),
    size: z.number().optional(),
  })
  .check((ctx) => {
    if (ctx.value.size === undefined) addRuleIssue(ctx, ['size'], 'Adja meg a méretet!');
  });

const issuesOf = (value: unknown) => schema.safeParse(value).error?.issues ?? [];

describe('the rules of a schema', () => {
  it("words a failed rule with its own message and tells zod's own issues apart", () => {
    const [name, size] = issuesOf({ name: ' ' });
    expect(name && ruleMessageOf(name)).toBe('Adja meg a nevet!');
    expect(size && ruleMessageOf(size)).toBe('Adja meg a méretet!');
    const [tooLong] = issuesOf({ name: 'hosszú név', size: 1 });
    expect(tooLong && ruleMessageOf(tooLong)).toBeUndefined();
  });

  it('checks every field at once, object rules too, in the order of the schema', () => {
    expect(issueMessages(issuesOf({}), () => 'más')).toEqual({
      name: 'Adja meg a nevet!',
      size: 'Adja meg a méretet!',
    });
  });

  it('words the other issues as told, one message per field, the whole value as _', () => {
    expect(issueMessages(issuesOf({ name: 'hosszú név', size: 'x' }), (issue) => issue.code)).toEqual({
      name: 'too_big',
      size: 'invalid_type',
    });
    expect(issueMessages(issuesOf('szöveg'), () => 'hibás')).toEqual({ _: 'hibás' });
  });

  it("checkRules answers null for a valid value, else every field and the first rule's message", () => {
    expect(checkRules(schema, { name: 'Anna', size: 2 }, 'Hibás!')).toBeNull();
    expect(checkRules(schema, { name: 'hosszú név' }, 'Hibás!')).toEqual({
      errors: { name: 'Hibás!', size: 'Adja meg a méretet!' },
      message: 'Adja meg a méretet!',
    });
    expect(checkRules(schema, { name: 'hosszú név', size: 1 }, 'Hibás!')?.message).toBe('Hibás!');
  });
});
