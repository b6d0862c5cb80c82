import { queryWords, wordsOf } from '@aurora/contracts/search';
import type { ReactNode } from 'react';

/** How many characters of `original` make up the first `length` characters of it folded. */
function originalLength(original: string, length: number): number {
  let folded = 0;
  let position = 0;
  for (const char of original) {
    if (folded >= length) break;
    folded += wordsOf(char)[0]?.word.length ?? 0;
    position += char.length;
  }
  return position;
}

/**
 * Where the words of `query` start words of `text`, ignoring case and accents, as the search
 * matches them: `[start, end)` ranges in `text`, in order. A text word takes the longest query word
 * it starts with.
 */
export function findMatches(text: string, query: string): [number, number][] {
  const needles = queryWords(query);
  if (needles.length === 0) return [];
  const ranges: [number, number][] = [];
  for (const { word, start, end } of wordsOf(text)) {
    const longest = needles
      .filter((needle) => word.startsWith(needle))
      .reduce((best, needle) => Math.max(best, needle.length), 0);
    if (longest > 0) ranges.push([start, start + originalLength(text.slice(start, end), longest)]);
  }
  return ranges;
}

const markClasses = 'rounded-sm bg-warning-200/80 px-0.5 text-inherit dark:bg-warning-500/30';

/** `text` with the starts of its words that the query's words match marked. */
export function Highlight({ text, query }: { text: string; query: string }): ReactNode {
  const ranges = findMatches(text, query);
  if (ranges.length === 0) return text;
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    nodes.push(
      text.slice(at, start),
      <mark key={start} className={markClasses}>
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  nodes.push(text.slice(at));
  return <>{nodes}</>;
}

/** A whole value marked (a phone matched by its digits, whatever the format typed). */
export function Marked({ children }: { children: ReactNode }) {
  return <mark className={markClasses}>{children}</mark>;
}
