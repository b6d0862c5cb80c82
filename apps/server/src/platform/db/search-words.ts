import { type AnyColumn, and, type SQL, sql } from 'drizzle-orm';

/**
 * Text as every search compares it: `search_words(text)` (a SQL function, migration 0010) lowers
 * it, removes its accents (unaccent) and splits it at spaces and punctuation, each word after a
 * space: `María Jiménez-Muñoz` is ` maria jimenez munoz`. Tables keep it in a generated
 * `search_text` column under a trigram index that leads with the organization (decision 019);
 * queries fold their words with the same function, so both sides agree on both engines.
 */
export const searchWordsOf = (text: SQL) => sql`search_words(${text})`;

type Text = SQL | AnyColumn;

/** Shorter words have no trigram of their own: only the start of a word finds them in the index. */
const TRIGRAM = 3;

/**
 * Every word of the query starts a word of `text` (a `search_words` value), in any order. A word
 * of three letters or more is looked up in the index by its own trigrams (`%jose%`), and checked to
 * start a word afterwards: the trigrams of a word's start (`  j`, ` jo`) are in a large share of all
 * rows and made the index scan about twice as slow at a million leads (decision 019). The check
 * reads `<> 0`: the planner takes `> 0` of a function for a third of the rows, which made the
 * estimated totals of long lists three times too low; `<> 0` keeps the LIKE's estimate.
 */
export const startsEveryWord = (text: Text, words: string[]): SQL | undefined =>
  and(
    ...words.map((word) =>
      word.length >= TRIGRAM
        ? sql`(${text} like ('%' || btrim(search_words(${word})) || '%') and strpos(${text}, search_words(${word})) <> 0)`
        : sql`${text} like ('%' || search_words(${word}) || '%')`,
    ),
  );

/**
 * `text` resembles the query despite a typo or two: pg_trgm's word similarity of the folded query
 * to some stretch of `text` reaches its threshold (0.6). The trigram index serves it.
 */
export const resembles = (text: Text, q: string): SQL => sql`${text} %> search_words(${q})`;

/** How closely `text` resembles the query, from 0 to 1: ranks what `resembles` finds. */
export const resemblance = (text: Text, q: string): SQL<number> =>
  sql<number>`word_similarity(search_words(${q}), ${text})`;
