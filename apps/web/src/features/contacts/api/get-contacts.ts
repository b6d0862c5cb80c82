import type { Contact } from '@aurora/contracts/contacts';
import { useQuery } from '@tanstack/react-query';
import { type ListQuery, listPageQueryOptions } from '../../../components/record/api/record-queries';
import { contactKeys } from '../../../entities/contacts/keys';

/** `GET /contacts`: every contact of the organization. */
export const getContactsQueryOptions = (query: ListQuery) =>
  listPageQueryOptions<Contact>(contactKeys.list(query), '/contacts', query);

export const useContacts = (query: ListQuery) => useQuery(getContactsQueryOptions(query));
