/**
 * The server's own keys of app_secrets (db/schema/app.ts), never served by any call: what other
 * modules keep there (the reader site's content key, modules/content-keys) they read and write
 * through here.
 */
export { findSecret, getOrCreateSecret, saveSecret } from './secrets.repo.ts';
