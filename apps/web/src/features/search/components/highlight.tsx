import type { ReactNode } from 'react';

/** Lower-case, accents removed, with the index in `text` of every folded character. */
function fold(text: string): { folded: string; index: number[] } {
  let folded = '';
  const index: number[] = [];
  for (let position = 0; position < text.length; position += 1) {
    const char = text.charAt(position);
    const plain = char
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
    for (const piece of plain) {
      folded += piece;
      index.push(position);
    }
  }
  return { folded, index };
}

/** Where `query` occurs in `text`, ignoring case and accents: `[start, end)`, or null. */
export function findMatch(text: string, query: string): [number, number] | null {
  const needle = fold(query.trim()).folded;
  if (!needle) return null;
  const haystack = fold(text);
  const at = haystack.folded.indexOf(needle);
  if (at < 0) return null;
  const start = haystack.index[at] ?? 0;
  const end = (haystack.index[at + needle.length - 1] ?? text.length - 1) + 1;
  return [start, end];
}

const markClasses = 'rounded-sm bg-warning-200/80 px-0.5 text-inherit dark:bg-warning-500/30';

/** `text` with the part matching `query` marked. */
export function Highlight({ text, query }: { text: string; query: string }): ReactNode {
  const match = findMatch(text, query);
  if (!match) return text;
  return (
    <>
      {text.slice(0, match[0])}
      <mark className={markClasses}>{text.slice(match[0], match[1])}</mark>
      {text.slice(match[1])}
    </>
  );
}

/** A whole value marked (a phone matched by its digits, whatever the format typed). */
export function Marked({ children }: { children: ReactNode }) {
  return <mark className={markClasses}>{children}</mark>;
}
