/**
 * Finds places by the starts of their words, in memory: every word of a query must start some word
 * of the place, in any order, ignoring case and accents, as the record search matches (decision 019).
 */

// Letters with no accent to strip, spelled out as the database's fold (unaccent) spells them, so
// `tromso` finds Tromsø here as it would find a record.
const SPELLED_OUT: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * The words of a text, folded: `wordsOf`'s fold (contracts/search.ts: split at spaces, punctuation
 * and symbols, lower case, no accents) applied to the whole text at once, which builds the
 * indexes at start-up five times faster than word by word.
 */
export const foldedWords = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => SPELLED_OUT[letter] ?? letter)
    .split(/[\s\p{P}\p{S}]+/u)
    .filter(Boolean);

/** A text's folded words joined by single spaces, to compare whole names. */
export const foldedPhrase = (text: string): string => foldedWords(text).join(' ');

export type WordIndex = {
  /** The positions of the entries that have, for each word given, a word starting with it. */
  matching: (words: string[]) => number[];
};

/** Indexes entries given as their folded words (entry `i` is position `i`). */
export function createWordIndex(entries: string[][]): WordIndex {
  // Each entry's words as one string, so a word start is a substring after a space.
  const texts = entries.map((words) => ` ${words.join(' ')}`);
  const entriesOfWord = new Map<string, number[]>();
  entries.forEach((words, entry) => {
    for (const word of words) {
      const owners = entriesOfWord.get(word);
      if (!owners) entriesOfWord.set(word, [entry]);
      else if (owners[owners.length - 1] !== entry) owners.push(entry);
    }
  });
  // In code-unit order, where the words starting with a prefix follow each other.
  const words = [...entriesOfWord.keys()].sort();

  const firstAtOrAfter = (prefix: string): number => {
    let low = 0;
    let high = words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((words[middle] ?? '') < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  return {
    matching(queryWords) {
      // The longest word narrows the most; the others are checked on its candidates.
      const seed = queryWords.reduce((longest, word) => (word.length > longest.length ? word : longest), '');
      if (!seed) return [];
      const candidates = new Set<number>();
      for (let at = firstAtOrAfter(seed); words[at]?.startsWith(seed); at += 1) {
        for (const entry of entriesOfWord.get(words[at] ?? '') ?? []) candidates.add(entry);
      }
      const rest = queryWords.filter((word) => word !== seed).map((word) => ` ${word}`);
      return [...candidates].filter((entry) => rest.every((start) => texts[entry]?.includes(start)));
    },
  };
}
