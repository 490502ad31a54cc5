// Types of scripts/comments.mjs, for its test (scripts/check-references.test.ts).

export interface Comment {
  /** Where the comment starts in the file. */
  offset: number;
  /** The comment with its markers blanked: as long as the original. */
  text: string;
}

export function commentsOf(source: string, kind?: 'js' | 'css'): Comment[];
