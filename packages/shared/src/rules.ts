import type { z } from 'zod';

/**
 * The rules of the request schemas (what is required and valid), and how their failures read.
 *
 * A rule's issue carries the message the product shows for it (`rule(message)`), marked so that
 * it can be told from zod's own issues (a wrong type, a value too long), which the API and the
 * forms word themselves. The API answers the first rule's message as the envelope's `message` and
 * each field's in `errors` (apps/api/src/lib/request-errors.ts); a form marks every invalid field
 * and shows the first message (apps/web/src/lib/rules-validator.ts).
 */

type Issue = z.core.$ZodIssue;
type IssueInput = z.core.$ZodRawIssue;

const RULE_PARAMS = { rule: true } as const;

/** The options of `.refine()` for a rule whose failure shows `message`. */
export function rule(message: string) {
  return { message, params: RULE_PARAMS };
}

/** What an object-level `.check()` gets: the parsed value and the issues so far. */
export interface RuleContext {
  issues: IssueInput[];
  value: unknown;
}

/** Adds a failed rule's issue at `path` from an object-level `.check()`. */
export function addRuleIssue(ctx: RuleContext, path: PropertyKey[], message: string): void {
  ctx.issues.push({ code: 'custom', message, path, params: RULE_PARAMS, input: ctx.value });
}

/** The message of a failed rule, or undefined for any other issue. */
export function ruleMessageOf(issue: Issue): string | undefined {
  return issue.code === 'custom' && issue.params?.rule === true ? issue.message : undefined;
}

/** A text field that must not be blank (spaces only count as blank). */
export const isFilled = (value: string) => value.trim() !== '';

/**
 * `{field: message}` of a failed parse, a field's first issue each, in the schema's order (the
 * first is the one to show): a rule's own message, else what `otherwise` says of the issue.
 * Nested fields are joined with dots (`items.0.name`); an issue of the whole value is `_`.
 */
export function issueMessages(issues: readonly Issue[], otherwise: (issue: Issue) => string) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    errors[key] ??= ruleMessageOf(issue) ?? otherwise(issue);
  }
  return errors;
}

/** Why a value fails its rules: each invalid field's message and the one to show for all. */
export interface RuleFailure {
  errors: Record<string, string>;
  message: string;
}

/**
 * Checks `value` against a schema's rules: null when it passes; else every invalid field (an issue
 * that is not a rule's reads `fallback`) and the first rule's message (or `fallback`).
 */
export function checkRules(schema: z.ZodType, value: unknown, fallback: string): RuleFailure | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const { issues } = result.error;
  const first = issues.map(ruleMessageOf).find((message) => message !== undefined);
  return { errors: issueMessages(issues, () => fallback), message: first ?? fallback };
}
