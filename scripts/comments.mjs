// The comments of a source file, for scripts/check-references.mjs: a small scanner that steps over
// strings, template literals and regular expressions, so a path in code (a test's fixture, an
// import) is never taken for a comment. Each comment comes with its offset in the file; its
// markers (// and the * of a block comment's lines) are blanked, same length, so a sentence
// wrapped over several lines reads as one text. Consecutive line comments are one comment.

const REGEX_AFTER = new Set([...'(,=:[!&|?{};+-*%~^>']);
const REGEX_AFTER_WORD =
  /(?:^|[^\w$])(?:return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await)\s*$/;

/** Blanks a block comment's markers: the opening and closing marks and each line's leading `*`. */
function blankBlock(text) {
  return text
    .replace(/^\/\*+/, (m) => ' '.repeat(m.length))
    .replace(/\*+\/$/, (m) => ' '.repeat(m.length))
    .replace(/(\n[ \t]*)\*/g, '$1 ');
}

/** The comments of CSS ('css') or JavaScript and TypeScript ('js', JSX included): { offset, text }. */
export function commentsOf(source, kind = 'js') {
  const found = [];
  const add = (start, text) => {
    const last = found[found.length - 1];
    const between = last ? source.slice(last.offset + last.text.length, start) : '';
    if (last?.line && text.startsWith('//') && /^[ \t]*\n[ \t]*$/.test(between)) {
      last.text += between + text.replace(/^\/\/+/, (m) => ' '.repeat(m.length));
      return;
    }
    const line = text.startsWith('//');
    found.push({
      offset: start,
      text: line ? text.replace(/^\/\/+/, (m) => ' '.repeat(m.length)) : blankBlock(text),
      line,
    });
  };

  let i = 0;
  let last = ''; // the last significant character of code
  const templates = []; // brace depth of each open ${ … } of a template literal
  const n = source.length;

  const skipQuoted = (quote) => {
    i++;
    while (i < n && source[i] !== quote && source[i] !== '\n') i += source[i] === '\\' ? 2 : 1;
    i++;
  };
  const skipTemplate = () => {
    // from just after a backtick or a closing }, to the closing backtick or an opening ${
    while (i < n) {
      const c = source[i];
      if (c === '\\') i += 2;
      else if (c === '`') {
        i++;
        return;
      } else if (c === '$' && source[i + 1] === '{') {
        i += 2;
        templates.push(0);
        return;
      } else i++;
    }
  };

  while (i < n) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '/' && next === '/' && kind === 'js') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? n : end;
      add(i, source.slice(i, stop));
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? n : end + 2;
      add(i, source.slice(i, stop));
      i = stop;
    } else if (c === '"' || c === "'") {
      skipQuoted(c);
      last = c;
    } else if (c === '`' && kind === 'js') {
      i++;
      skipTemplate();
      last = '`';
    } else if (
      c === '/' &&
      kind === 'js' &&
      (last === '' || REGEX_AFTER.has(last) || REGEX_AFTER_WORD.test(source.slice(Math.max(0, i - 16), i)))
    ) {
      // a regular expression literal: to its closing slash, outside a [class]; never past the line
      let inClass = false;
      i++;
      while (i < n && source[i] !== '\n' && (inClass || source[i] !== '/')) {
        if (source[i] === '\\') i++;
        else if (source[i] === '[') inClass = true;
        else if (source[i] === ']') inClass = false;
        i++;
      }
      i++;
      last = '/';
    } else {
      if (templates.length > 0 && (c === '{' || c === '}')) {
        const depth = templates[templates.length - 1] ?? 0;
        if (c === '}' && depth === 0) {
          templates.pop();
          i++;
          skipTemplate();
          last = '`';
          continue;
        }
        templates[templates.length - 1] = depth + (c === '{' ? 1 : -1);
      }
      if (!/\s/.test(c)) last = c;
      i++;
    }
  }
  return found.map(({ offset, text }) => ({ offset, text }));
}
