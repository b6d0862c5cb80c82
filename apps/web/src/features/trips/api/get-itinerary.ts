import type { Itinerary } from '@aurora/contracts/travel/trips';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { tripKeys } from '../../../entities/trips/keys';
import { apiClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export type ItineraryLanguage = 'en' | 'es';

/** Whose itinerary and in which language: the whole trip when `travellerId` is null. */
export type ItineraryChoice = { travellerId: number | null; language: ItineraryLanguage };

const itineraryQuery = ({ travellerId, language }: ItineraryChoice) => ({
  language,
  traveller_id: travellerId === null ? undefined : String(travellerId),
});

/** `GET /trips/{id}/itinerary`: the client's document, day by day in local times, without prices. */
export async function getItinerary(id: number, choice: ItineraryChoice, signal?: AbortSignal) {
  const answer = await apiClient.get<{ data: Itinerary }>(`/trips/${id}/itinerary`, {
    query: itineraryQuery(choice),
    signal,
  });
  return answer.data;
}

// Below the trip's detail key: a change to the trip or its bookings refreshes it.
export const getItineraryQueryOptions = (id: number, choice: ItineraryChoice) =>
  queryOptions({
    queryKey: [...tripKeys.detail(id), 'itinerary', choice] as const,
    queryFn: ({ signal }) => getItinerary(id, choice, signal),
  });

export const useItinerary = (id: number, choice: ItineraryChoice) =>
  useQuery({ ...getItineraryQueryOptions(id, choice), placeholderData: keepPreviousData });

/**
 * `GET /trips/{id}/itinerary.pdf` with the Bearer header (a plain link cannot send it), saved under
 * the server's name (`itinerary-MX-2026-0042.pdf`).
 */
export async function downloadItineraryPdf(id: number, choice: ItineraryChoice): Promise<string> {
  const file = await apiClient.download(`/trips/${id}/itinerary.pdf`, { query: itineraryQuery(choice) });
  const fileName = file.fileName ?? `itinerary-${id}.pdf`;
  saveFile(file.blob, fileName);
  return fileName;
}
