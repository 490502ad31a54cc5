import { Fragment } from 'react';
import { splitSnippet } from '../snippet.ts';
import classes from './PostRow.module.css';

/**
 * A row's passage around the words of the 'Szöveg' search, the words highlighted. It is drawn as
 * text nodes and <mark> elements (snippet.ts), never as the markup the string looks like, so an
 * article's text cannot inject anything into the list.
 */
export function PostSnippet({ snippet }: { snippet: string }) {
  // The parts never move, so their offsets in the snippet are stable keys.
  let offset = 0;
  return (
    <p className={classes.snippet} data-testid="post-snippet">
      {splitSnippet(snippet).map((part) => {
        const key = offset;
        offset += part.text.length;
        return part.mark ? (
          <mark key={key} className={classes.mark}>
            {part.text}
          </mark>
        ) : (
          <Fragment key={key}>{part.text}</Fragment>
        );
      })}
    </p>
  );
}
