export * from './app.ts';
export * from './posts.ts';
export * from './users.ts';
