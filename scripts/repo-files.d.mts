// Types of scripts/repo-files.mjs, for the tests of the checks that use it.

export function repoFiles(root: string): string[];
