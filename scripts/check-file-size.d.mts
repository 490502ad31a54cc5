// Types of scripts/check-file-size.mjs, for its test (scripts/check-file-size.test.ts).

export const MAX_LINES: number;
export const EXTENSIONS: RegExp;
export const ALLOWED: Record<string, string>;
export function sourceFiles(root: string): string[];
export function countLines(text: string): number;
export function checkFileSizes(root: string): { file: string; lines: number }[];
