import type { TypedEmail, TypedPhone } from '@aurora/contracts/records';
import { sql } from 'drizzle-orm';
import { jsonb, text } from 'drizzle-orm/pg-core';
import { searchWordsOf } from '#platform/db/search-words.ts';

/** A person's name, as given and whole, with the words a search finds them by: name and email. */
export const personNameColumns = () => ({
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull().default(''),
  fullName: text('full_name').generatedAlwaysAs(sql`btrim("first_name" || ' ' || "last_name")`),
  /** The full name's search words (`searchWordsOf`): ranks a search (exact name, name prefix). */
  searchName: text('search_name').generatedAlwaysAs(searchWordsOf(sql`"first_name" || ' ' || "last_name"`)),
  searchText: text('search_text').generatedAlwaysAs(
    searchWordsOf(sql`"first_name" || ' ' || "last_name" || ' ' || coalesce("email", '')`),
  ),
});

/** How the people trio reach someone: the primary email and phone, and the others. */
export const reachColumns = () => ({
  /** Lower-case. */
  email: text('email'),
  /** E.164. */
  phone: text('phone'),
  emails: jsonb('emails').$type<TypedEmail[]>().notNull().default([]),
  phones: jsonb('phones').$type<TypedPhone[]>().notNull().default([]),
  /** Digits of every phone (primary first), space-separated: what a phone search matches. */
  phoneDigits: text('phone_digits').notNull().default(''),
});
