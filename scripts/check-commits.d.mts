// Types of scripts/check-commits.mjs, for its test (scripts/check-commits.test.ts).

export const BASE: string;
export const MAX_SUBJECT: number;
export function messageProblems(message: string): string[];
export function checkCommits(
  root: string,
  base?: string,
):
  | { skipped: string; commits?: undefined; problems?: undefined }
  | {
      skipped?: undefined;
      commits: number;
      problems: { commit: string; subject: string; reasons: string[] }[];
    };
