import { POST_MESSAGES, postInputSchema, SERVER_MESSAGES } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { GENERIC_FIELD_MESSAGES, parseRequest, requestErrors, validationMessage } from './request-errors.ts';

const issuesOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues ?? [];

describe('the 400 of a request that fails its schema', () => {
  it("names each field with its rule's message, and answers the first rule's as the message", () => {
    const errors = requestErrors(issuesOf(postInputSchema, { title: '', menu_id: 1, thumbnail: '' }));
    expect(errors).toEqual({
      title: POST_MESSAGES.invalid,
      short_content: POST_MESSAGES.invalid,
      content: POST_MESSAGES.invalid,
      image: POST_MESSAGES.noCover,
    });
    expect(validationMessage(errors)).toBe(POST_MESSAGES.invalid);
    expect(validationMessage({ image: POST_MESSAGES.noCover })).toBe(POST_MESSAGES.noCover);
  });

  it('words issues that are no rule generically, and then answers the generic message', () => {
    const schema = z.object({ a: z.string(), b: z.number(), c: z.string().max(2), d: z.string().min(1) });
    const errors = requestErrors(issuesOf(schema, { b: 'x', c: 'hosszú', d: '' }));
    expect(errors).toEqual({
      a: GENERIC_FIELD_MESSAGES.required,
      b: GENERIC_FIELD_MESSAGES.wrongType,
      c: GENERIC_FIELD_MESSAGES.tooBig,
      d: GENERIC_FIELD_MESSAGES.required,
    });
    expect(validationMessage(errors)).toBe(SERVER_MESSAGES.badInput);
    expect(validationMessage({ title: GENERIC_FIELD_MESSAGES.wrongType, image: POST_MESSAGES.noCover })).toBe(
      POST_MESSAGES.noCover,
    );
  });

  it('parseRequest answers the parsed value, or throws the same 400 as a route', () => {
    const schema = z.object({ name: z.string().trim() });
    expect(parseRequest(schema, { name: ' Anna ' })).toEqual({ name: 'Anna' });
    let thrown: unknown;
    try {
      parseRequest(postInputSchema, { menu_id: 1, thumbnail: '/uploads/a.jpg' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({
      code: 'BAD_INPUT',
      message: POST_MESSAGES.invalid,
      errors: {
        title: POST_MESSAGES.invalid,
        short_content: POST_MESSAGES.invalid,
        content: POST_MESSAGES.invalid,
      },
    });
  });
});
