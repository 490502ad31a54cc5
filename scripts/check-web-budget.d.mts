// Types of scripts/check-web-budget.mjs, for its test (scripts/check-web-budget.test.ts) and the
// web benchmark (scripts/bench-web.ts).

export interface LoginRouteFile {
  /** Path under the build folder, with forward slashes (assets/index-abc.js). */
  file: string;
  kind: 'js' | 'css';
  raw: number;
  /** Bytes the browser receives: the .br copy, else the raw file. */
  transferred: number;
  encoding: 'br' | 'identity';
  /** Names of the forbidden libraries (charts, editor) whose code the file holds. */
  forbidden: string[];
}

export interface BudgetTotals {
  files: number;
  raw: number;
  transferred: number;
}

export interface BudgetResult {
  budget: number;
  total: number;
  js: BudgetTotals;
  css: BudgetTotals;
  ok: boolean;
  problems: string[];
}

export const DEFAULT_DIST: string;
export const LOGIN_BUDGET_BYTES: number;
export const FORBIDDEN_CODE: Array<{ name: string; marker: string }>;
export function htmlAssets(html: string): string[];
export function staticImports(code: string): string[];
export function transferredSize(file: string): { bytes: number; encoding: 'br' | 'identity' };
export function loginRouteFiles(distDir?: string): LoginRouteFile[];
export function checkBudget(files: LoginRouteFile[], budget?: number): BudgetResult;
export function kb(bytes: number): string;
export function formatReport(files: LoginRouteFile[], result: BudgetResult): string;
