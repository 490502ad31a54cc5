export * from './ads.ts';
export * from './app.ts';
export * from './editor-safety.ts';
export * from './posts.ts';
export * from './security.ts';
export * from './users.ts';
export * from './visits.ts';
export * from './voting.ts';
