/**
 * What the test files of strict ids (route-params and route-params-bodies .test.ts) share: a
 * TestApp with a user allowed every write, a call of any route as them, and the loose spellings of
 * an id that Number() would read.
 */
import type { InjectOptions } from 'fastify';
import { ALL_ROLES, useTestApp } from '../test/harness.ts';

/** A test file's TestApp (built in beforeAll, closed in afterAll), its user and calls. */
export function useRouteParamsTestApp() {
  /** `boss` has every role flag: each write below is allowed, so only the id decides. */
  const { t, boss } = useTestApp({ boss: ALL_ROLES });

  function call(method: InjectOptions['method'], url: string, payload?: unknown) {
    return t.app.inject({
      method,
      url,
      headers: boss.headers,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  }

  return { t, boss, call };
}

/** Texts Number() reads as `id` that are not its decimal form. */
export function looseForms(id: number): string[] {
  return [
    `${id}e0`,
    `0x${id.toString(16)}`,
    `${id}.0`,
    `${id}.`,
    `+${id}`,
    `%2B${id}`,
    `%20${id}`,
    `${id}%20`,
    `0${id}`,
  ];
}
