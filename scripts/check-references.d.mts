// Types of scripts/check-references.mjs, for its test (scripts/check-references.test.ts).

export interface ReferenceProblem {
  /** The file that holds the reference, and its line. */
  file: string;
  line: number;
  /** The reference as written (a path, a path#anchor, or a citation of a section by name). */
  target: string;
  reason: string;
}

export function slug(heading: string): string;
export function checkReferences(root: string): ReferenceProblem[];
