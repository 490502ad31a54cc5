/** The usual set-up of a test file: its TestApp and signed-in users, named at the file's top. */
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type SignedIn, type TestApp, type TestAppOptions } from './app.ts';
import type { UserOverrides } from './factories.ts';

/**
 * An object that stands for the value `read()` answers once a test file's beforeAll has run, so a
 * file can name it at its top (`const { t } = useTestApp()`); reading it earlier is an error.
 */
export function lateBound<T extends object>(what: string, read: () => T | undefined): T {
  const target = (): T => {
    const value = read();
    if (value === undefined) throw new Error(`${what} is read before its beforeAll has run`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/** The TestApp of a test file and the users it signed in, by the names useTestApp was given. */
export type TestAppUse<R extends Record<string, UserOverrides>> = { t: TestApp } & {
  [K in keyof R]: SignedIn;
};

/**
 * The usual set-up of a test file (or a describe block): a TestApp built in beforeAll, with a
 * signed-in user per entry of `signIns` (created in that order), closed in afterAll.
 */
export function useTestApp<R extends Record<string, UserOverrides> = Record<never, UserOverrides>>(
  signIns: R = {} as R,
  options: TestAppOptions | (() => TestAppOptions) = {},
): TestAppUse<R> {
  let testApp: TestApp | undefined;
  const signedIn = new Map<string, SignedIn>();
  beforeAll(async () => {
    testApp = await createTestApp(typeof options === 'function' ? options() : options);
    for (const [name, overrides] of Object.entries(signIns))
      signedIn.set(name, await testApp.signIn(overrides));
  });
  afterAll(async () => {
    await testApp?.close();
  });
  const use: Record<string, object> = { t: lateBound('useTestApp: t', () => testApp) };
  for (const name of Object.keys(signIns))
    use[name] = lateBound(`useTestApp: ${name}`, () => signedIn.get(name));
  return use as TestAppUse<R>;
}
