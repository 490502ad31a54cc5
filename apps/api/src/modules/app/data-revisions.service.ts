/**
 * The write counters of data_revisions (db/schema/app.ts), one per table, that the caches of other
 * modules (the dashboard's, the reports') check a cached answer against.
 */
export { bumpRevision, DATA_REVISION, readRevision } from './data-revisions.repo.ts';
