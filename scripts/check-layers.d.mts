// Types of scripts/check-layers.mjs, for its test (scripts/check-layers.test.ts).

export interface LayerProblem {
  rule: 'table-owner' | 'unowned-table' | 'repo-transaction';
  /** Repository path, with `:line` where the breach is in a file's text. */
  file: string;
  message: string;
}

export interface SchemaTable {
  name: string;
  sqlName: string;
  schemaFile: string;
  /** A module's name, or the path of the one file outside the modules that writes the table. */
  owner: string;
}

export const OWNER_EXCEPTIONS: Record<string, string>;
export function readTables(root: string): SchemaTable[];
export function checkLayers(root: string): LayerProblem[];
