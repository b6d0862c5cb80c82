import type { Board, BoardCards, BoardColumn } from '@aurora/contracts/opportunities';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { opportunityKeys } from '../../../entities/opportunities/keys';
import { apiClient } from '../../../lib/api-client';

/** Below `['opportunities']`, so realtime events about deals refresh the board. */
export const boardKeys = {
  all: [...opportunityKeys.all, 'board'] as const,
  board: (query: Record<string, string>) => [...boardKeys.all, query] as const,
};

/** `GET /opportunities/board` with the list's filters and `q`: every column's first page. */
export async function getBoard(query: Record<string, string>, signal?: AbortSignal): Promise<Board> {
  const answer = await apiClient.get<{ data: Board }>('/opportunities/board', { query, signal });
  return answer.data;
}

/** `GET /opportunities/board/{stage}?cursor=`: the cards of a column after `cursor`. */
export async function getBoardColumn(
  stage: string,
  query: Record<string, string>,
  cursor: string,
  signal?: AbortSignal,
): Promise<BoardCards> {
  const answer = await apiClient.get<{ data: BoardCards }>(
    `/opportunities/board/${encodeURIComponent(stage)}`,
    { query: { ...query, cursor }, signal },
  );
  return answer.data;
}

/** A column with the next page appended (a card already shown, moved meanwhile, is not repeated). */
function appendPage(column: BoardColumn, page: BoardCards): BoardColumn {
  const shown = new Set(column.cards.map((card) => card.id));
  return {
    ...column,
    cards: [...column.cards, ...page.cards.filter((card) => !shown.has(card.id))],
    next_cursor: page.next_cursor,
  };
}

/** Pages a column until it shows `depth` cards (or has no more). */
async function fillColumn(
  column: BoardColumn,
  depth: number,
  query: Record<string, string>,
  signal: AbortSignal,
): Promise<BoardColumn> {
  let filled = column;
  while (filled.next_cursor && filled.cards.length < depth) {
    filled = appendPage(filled, await getBoardColumn(filled.stage, query, filled.next_cursor, signal));
  }
  return filled;
}

export const getBoardQueryOptions = (queryClient: QueryClient, query: Record<string, string>) =>
  queryOptions({
    queryKey: boardKeys.board(query),
    queryFn: async ({ signal }) => {
      // A refresh keeps the columns as deep as the user scrolled them, from fresh cursors.
      const previous = queryClient.getQueryData<Board>(boardKeys.board(query));
      const board = await getBoard(query, signal);
      const depthOf = (stage: string) =>
        previous?.columns.find((column) => column.stage === stage)?.cards.length ?? 0;
      const columns = await Promise.all(
        board.columns.map((column) => fillColumn(column, depthOf(column.stage), query, signal)),
      );
      return { ...board, columns };
    },
  });

export function useBoard(query: Record<string, string>) {
  const queryClient = useQueryClient();
  return useQuery(getBoardQueryOptions(queryClient, query));
}

/** Appends a column's next page to the cached board. */
export async function loadMoreCards(
  queryClient: QueryClient,
  query: Record<string, string>,
  stage: string,
): Promise<void> {
  const key = boardKeys.board(query);
  const cursor = queryClient
    .getQueryData<Board>(key)
    ?.columns.find((column) => column.stage === stage)?.next_cursor;
  if (!cursor) return;
  const page = await getBoardColumn(stage, query, cursor);
  queryClient.setQueryData<Board>(key, (board) =>
    board
      ? {
          ...board,
          columns: board.columns.map((column) =>
            column.stage === stage && column.next_cursor === cursor ? appendPage(column, page) : column,
          ),
        }
      : board,
  );
}
