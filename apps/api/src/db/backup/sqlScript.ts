/**
 * A pg_dump script read as statements, so that it can run through a driver instead of psql: quoted text,
 * quoted names, dollar-quoted bodies and comments are kept whole, and psql's own backslash commands stand apart.
 */
export interface ScriptItem {
  /** A statement without its comments, ending in `;`; or a psql command line such as `\restrict KEY`. */
  text: string;
  meta: boolean;
}

const IDENTIFIER_CHAR = /[A-Za-z0-9_$\u0080-\uffff]/;
const DOLLAR_TAG = /\$(?:[A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/y;

/** The script's statements; `whole` is false when it ends inside quotes or a comment (a damaged script). */
export function splitScript(script: string): { items: ScriptItem[]; whole: boolean } {
  const items: ScriptItem[] = [];
  let whole = true;
  let parts: string[] = [];
  let from = 0;
  let i = 0;
  const n = script.length;
  const pending = () => parts.join('') + script.slice(from, i);
  const flush = (end: number) => {
    parts.push(script.slice(from, end));
    const text = parts.join('').trim();
    if (text) items.push({ text, meta: false });
    parts = [];
    from = end;
  };
  while (i < n) {
    const c = script[i]!;
    if (c === "'") {
      const escapes = (script[i - 1] === 'E' || script[i - 1] === 'e') && !IDENTIFIER_CHAR.test(script[i - 2] ?? ' ');
      i++;
      while (i < n) {
        if (escapes && script[i] === '\\') i += 2;
        else if (script[i] === "'") {
          if (script[i + 1] === "'") i += 2;
          else break;
        } else i++;
      }
      if (i >= n) whole = false;
      i++;
    } else if (c === '"') {
      const end = script.indexOf('"', i + 1);
      if (end < 0) whole = false;
      i = end < 0 ? n : end + 1;
    } else if (c === '-' && script[i + 1] === '-') {
      parts.push(script.slice(from, i));
      const end = script.indexOf('\n', i);
      i = end < 0 ? n : end;
      from = i;
    } else if (c === '/' && script[i + 1] === '*') {
      parts.push(script.slice(from, i), ' ');
      let depth = 0;
      while (i < n) {
        if (script.startsWith('/*', i)) {
          depth++;
          i += 2;
        } else if (script.startsWith('*/', i)) {
          depth--;
          i += 2;
          if (depth === 0) break;
        } else i++;
      }
      if (depth > 0) whole = false;
      from = i;
    } else if (c === '$' && !IDENTIFIER_CHAR.test(script[i - 1] ?? ' ')) {
      DOLLAR_TAG.lastIndex = i;
      const tag = DOLLAR_TAG.exec(script)?.[0];
      if (tag) {
        const end = script.indexOf(tag, i + tag.length);
        if (end < 0) whole = false;
        i = end < 0 ? n : end + tag.length;
      } else i++;
    } else if (c === ';') {
      i++;
      flush(i);
    } else if (c === '\\' && pending().trim() === '') {
      // psql reads a backslash outside quotes as one of its commands, to the end of the line.
      const end = script.indexOf('\n', i);
      const lineEnd = end < 0 ? n : end;
      items.push({ text: script.slice(i, lineEnd).trim(), meta: true });
      parts = [];
      i = lineEnd;
      from = i;
    } else i++;
  }
  flush(n);
  // Text after the last statement's `;` is a statement cut short.
  if (items.at(-1)?.text.endsWith(';') === false && !items.at(-1)!.meta) whole = false;
  return { items, whole };
}
