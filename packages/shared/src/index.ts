export * from './app.ts';
export * from './constants.ts';
export * from './envelope.ts';
export * from './flags.ts';
export * from './permissions.ts';
export * from './session.ts';
export * from './strings/session.ts';
export * from './strings/shell.ts';
