import type { Board, BoardColumn, Opportunity } from '@aurora/contracts/opportunities';
import { addDays, dayIn } from '@aurora/contracts/time-zones';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../../components/ui/toast-store';
import { quickTaskStore } from '../../../../lib/quick-task';
import { type MockAnswer, type MockRequest, mockFetch } from '../../../../testing/fetch-mock';
import { makeOrganization } from '../../../../testing/fixtures';
import {
  lostReasons,
  makeOpportunity,
  opportunityStages,
  signInForRecords,
} from '../../../../testing/record-fixtures';
import { renderRoutes } from '../../../../testing/render';
import { OpportunityBoard } from './opportunity-board';

/** A deal in New, in dollars, with nothing planned and no contact: cards show what is set. */
const deal = (overrides: Partial<Opportunity>) =>
  makeOpportunity({
    stage: 'new',
    probability: 10,
    currency: 'USD',
    weighted_amount: 45000,
    primary_contact: null,
    expected_close_date: null,
    ...overrides,
  });

function column(key: string, cards: Opportunity[], totals: Partial<BoardColumn> = {}): BoardColumn {
  return {
    stage: key,
    cards,
    next_cursor: null,
    count: cards.length,
    amount: cards.reduce((sum, card) => sum + card.amount, 0),
    weighted_amount: cards.reduce((sum, card) => sum + card.weighted_amount, 0),
    by_currency: [],
    ...totals,
  };
}

const honeymoon = deal({ id: 1, title: 'Cancún honeymoon' });
const cruise = deal({
  id: 2,
  title: 'Caribbean cruise',
  amount: 1_200_000,
  weighted_amount: 120_000,
});
const safari = deal({
  id: 3,
  title: 'Kenya safari',
  stage: 'quoted',
  amount: 800_000,
  weighted_amount: 400_000,
  probability: 40,
  next_task: { id: 4, title: 'Send the itinerary', due_date: '2026-04-02', due_at: null },
});

// Days of the signed-in organization's zone, as the board counts them (not the test machine's:
// between midnight UTC and midnight in Mexico City they differ).
const today = dayIn(new Date(), makeOrganization().timezone);
const dayFromToday = (days: number) => addDays(today, days);
const call = deal({
  id: 5,
  title: 'Call back',
  stage: 'quoted',
  next_task: { id: 6, title: 'Call Ana', due_date: dayFromToday(0), due_at: null },
});
const visa = deal({
  id: 7,
  title: 'Visa papers',
  stage: 'quoted',
  next_task: { id: 8, title: 'Ask for the passports', due_date: dayFromToday(9), due_at: null },
});

// The board answers the open stages only: won and lost are drop zones.
const board: Board = {
  currency: 'USD',
  columns: [
    column('new', [honeymoon, cruise], {
      count: 12,
      amount: 2_500_000_00,
      weighted_amount: 25_000_000,
      by_currency: [
        { currency: 'MXN', count: 2, amount: 1_710_000, weighted_amount: 171_000, rate: 0.058_48 },
        { currency: 'USD', count: 10, amount: 2_499_000_00, weighted_amount: 24_900_000, rate: null },
      ],
    }),
    column('quoted', [safari, call, visa]),
  ],
};

function serve(
  onMove: (request: MockRequest) => MockAnswer | Promise<MockAnswer> = () => ({ body: { data: honeymoon } }),
) {
  const requests: MockRequest[] = [];
  let boards = 0;
  let current = board;
  mockFetch((request) => {
    requests.push(request);
    const url = new URL(request.url, 'http://test');
    if (url.pathname === '/api/v2/statuses') return { body: opportunityStages };
    if (url.pathname === '/api/v2/definitions') return { body: lostReasons };
    if (url.pathname === '/api/v2/MX/opportunities/board') {
      boards += 1;
      return { body: { data: current } };
    }
    if (/^\/api\/v2\/MX\/opportunities\/\d+\/move$/.test(url.pathname)) return onMove(request);
    if (/\/tasks\/4\/complete$/.test(url.pathname)) {
      return { body: { data: { id: 4, title: 'Send the itinerary', related: [] } } };
    }
    if (
      url.pathname === '/api/v2/MX/opportunities/board/new' &&
      url.searchParams.get('cursor') === 'page-2'
    ) {
      return {
        body: {
          data: { stage: 'new', cards: [deal({ id: 9, title: 'Patagonia trek' })], next_cursor: null },
        },
      };
    }
    return { status: 404, body: { message: 'Not found.' } };
  });
  return {
    requests,
    moves: () => requests.filter((request) => request.url.endsWith('/move')),
    boards: () => boards,
    /** What the server answers for the board from now on. */
    setBoard: (next: Board) => {
      current = next;
    },
  };
}

/**
 * jsdom lays nothing out: columns stand 300px apart, cards 110px apart from the top of their
 * column, so the keyboard sensor finds its way from card to card.
 */
function layOutBoard() {
  const rect = (left: number, top: number, width: number, height: number) =>
    ({
      x: left,
      y: top,
      left,
      top,
      width,
      height,
      right: left + width,
      bottom: top + height,
      toJSON: () => ({}),
    }) as DOMRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    // The drag overlay measures its child; dnd-kit places the overlay itself with fixed coordinates.
    const overlay = this.parentElement?.style.position === 'fixed' ? this.parentElement : null;
    if (overlay) {
      const [left, top, width, height] = [
        overlay.style.left,
        overlay.style.top,
        overlay.style.width,
        overlay.style.height,
      ];
      return rect(
        Number.parseFloat(left),
        Number.parseFloat(top),
        Number.parseFloat(width),
        Number.parseFloat(height),
      );
    }
    // The won and lost drop zones stand right of the columns, in that order.
    const zones = [...document.querySelectorAll('[data-testid^="close-zone-"]')];
    if (zones.includes(this)) return rect(900 + zones.indexOf(this) * 300, 100, 280, 64);
    const columns = [...document.querySelectorAll('[data-testid^="board-column-"]')];
    const columnNode = this.closest('[data-testid^="board-column-"]');
    if (!columnNode) return rect(0, 0, 0, 0);
    const left = columns.indexOf(columnNode) * 300;
    if (this.dataset.testid?.startsWith('board-card-')) {
      const cards = [...columnNode.querySelectorAll('[data-testid^="board-card-"]')];
      return rect(left + 8, 100 + cards.indexOf(this) * 110, 264, 100);
    }
    if (this === columnNode) return rect(left, 0, 280, 700);
    if (this.parentElement === columnNode && this.querySelector(':scope > ul'))
      return rect(left, 90, 280, 600);
    return rect(left, 0, 0, 0);
  });
}

function renderBoard() {
  return renderRoutes(
    [
      {
        path: '/:orgCode/opportunities',
        element: <OpportunityBoard query={{ 'filter[owner_id]': 'me' }} />,
      },
      { path: '/:orgCode/opportunities/:id', element: <p>Deal page</p> },
    ],
    '/mx/opportunities',
  );
}

const columnOf = (key: string) => screen.getByTestId(`board-column-${key}`);
const cardIdsIn = (key: string) =>
  within(columnOf(key))
    .queryAllByTestId(/^board-card-/)
    .map((card) => card.dataset.testid);

/** Picks the card up with the keyboard, presses `keys` and drops it. */
async function keyboardMove(user: ReturnType<typeof userEvent.setup>, id: number, keys: string) {
  screen.getByTestId(`board-card-${id}`).focus();
  await user.keyboard('[Space]');
  await user.keyboard(keys);
  await user.keyboard('[Space]');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

beforeEach(() => {
  signInForRecords();
  toastStore.setState([]);
  layOutBoard();
});

describe('opportunity board', () => {
  it('shows a column per open stage with its totals, converted at the rates it says, and compact cards', async () => {
    const { requests } = serve();
    renderBoard();
    const user = userEvent.setup();

    const first = await screen.findByTestId('board-column-new');
    expect(await within(first).findByRole('heading', { name: 'New, 12 deals' })).toBeInTheDocument();
    expect(within(first).getByText('USD 2.5 M')).toBeInTheDocument();
    expect(within(first).getByText('weighted USD 250 k (converted)')).toBeInTheDocument();
    await user.hover(within(first).getByTestId('column-totals'));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Total USD 2,500,000.00 · weighted USD 250,000.00');
    expect(tooltip).toHaveTextContent('$17,100.00 in 2 deals, converted at 1 MXN = 0.05848 USD');
    expect(tooltip).toHaveTextContent('USD 2,499,000.00 in 10 deals');
    expect(within(first).getByRole('link', { name: 'Cancún honeymoon' })).toHaveAttribute(
      'href',
      '/mx/opportunities/1',
    );
    expect(within(first).getByRole('link', { name: 'Add a deal to New' })).toHaveAttribute(
      'href',
      '/mx/opportunities/create?stage=new',
    );
    expect(within(first).getByText('USD 4.5 k')).toBeInTheDocument();
    expect(screen.queryByTestId('board-column-won')).not.toBeInTheDocument();
    expect(cardIdsIn('new')).toEqual(['board-card-1', 'board-card-2']);

    // The next step: overdue, today, later, or nothing planned.
    const marker = (id: number) =>
      within(screen.getByTestId(`board-card-${id}`)).getByTestId('next-step-marker');
    expect(marker(1)).toHaveAttribute('data-state-kind', 'none');
    expect(marker(1)).toHaveAccessibleName('Nothing planned: schedule a task');
    expect(marker(3)).toHaveAttribute('data-state-kind', 'overdue');
    expect(marker(3)).toHaveAccessibleName(/^Overdue: Send the itinerary, due Apr 2/);
    expect(marker(5)).toHaveAttribute('data-state-kind', 'today');
    expect(marker(7)).toHaveAttribute('data-state-kind', 'later');

    const boardRequest = requests.find((request) => request.url.includes('/opportunities/board'));
    expect(new URL(boardRequest?.url ?? '', 'http://test').searchParams.get('filter[owner_id]')).toBe('me');
  });

  it('marks the next task done from its marker, or schedules one when nothing is planned', async () => {
    const { requests } = serve();
    renderBoard();
    const user = userEvent.setup();
    await screen.findByTestId('board-card-3');

    await user.click(within(screen.getByTestId('board-card-3')).getByTestId('next-step-marker'));
    const popover = await screen.findByRole('dialog');
    expect(popover).toHaveTextContent('Send the itinerary');
    await user.click(within(popover).getByRole('button', { name: 'Mark done' }));
    await waitFor(() =>
      expect(requests.some((request) => request.url.endsWith('/tasks/4/complete'))).toBe(true),
    );
    await waitFor(() =>
      expect(toastStore.getState()).toEqual([
        expect.objectContaining({ title: '“Send the itinerary” is done' }),
      ]),
    );

    await user.click(within(screen.getByTestId('board-card-1')).getByTestId('next-step-marker'));
    const empty = await screen.findByRole('dialog');
    expect(empty).toHaveTextContent('No task is planned for this deal.');
    await user.click(within(empty).getByRole('button', { name: 'Schedule a task' }));
    expect(quickTaskStore.getState().open).toEqual({
      related: [{ type: 'opportunity', id: 1, name: 'Cancún honeymoon' }],
    });
  });

  it('collapses a column and remembers it', async () => {
    serve();
    renderBoard();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Collapse Quoted' }));
    expect(within(columnOf('quoted')).queryByTestId('board-card-3')).not.toBeInTheDocument();
    expect(localStorage.getItem('aurora.pipeline.collapsed')).toBe('["quoted"]');
    await user.click(screen.getByRole('button', { name: 'Expand Quoted' }));
    expect(within(columnOf('quoted')).getByTestId('board-card-3')).toBeInTheDocument();
    expect(localStorage.getItem('aurora.pipeline.collapsed')).toBeNull();
  });

  it('moves a card with the keyboard at once, and posts the move', async () => {
    let answer: (value: MockAnswer) => void = () => {};
    const { moves, boards, setBoard } = serve(
      () =>
        new Promise<MockAnswer>((resolve) => {
          answer = resolve;
        }),
    );
    renderBoard();
    const user = userEvent.setup();
    await screen.findByTestId('board-card-1');

    await keyboardMove(user, 1, '{ArrowRight}{ArrowDown}');

    await waitFor(() => expect(moves()).toHaveLength(1));
    expect(moves()[0]?.body).toEqual({ stage: 'quoted', after_id: 3 });
    // Before the server answers, the card is in its new place and the totals follow it.
    expect(cardIdsIn('quoted')).toEqual(['board-card-3', 'board-card-1', 'board-card-5', 'board-card-7']);
    expect(cardIdsIn('new')).toEqual(['board-card-2']);
    expect(within(columnOf('new')).getByRole('heading', { name: 'New, 11 deals' })).toBeInTheDocument();
    expect(within(columnOf('quoted')).getByRole('heading', { name: 'Quoted, 4 deals' })).toBeInTheDocument();

    // The server's answer refreshes the board with exact totals; the card does not jump back meanwhile.
    const moved = { ...honeymoon, stage: 'quoted', probability: 40, weighted_amount: 180_000 };
    setBoard({
      currency: 'USD',
      columns: [
        column('new', [cruise], { count: 11 }),
        column('quoted', [safari, moved, call, visa], { count: 4 }),
      ],
    });
    answer({ body: { data: moved } });
    expect(cardIdsIn('quoted')).toEqual(['board-card-3', 'board-card-1', 'board-card-5', 'board-card-7']);
    await waitFor(() => expect(boards()).toBe(2));
    await waitFor(() =>
      expect(within(columnOf('new')).getByTestId('column-totals')).toHaveTextContent(
        /^USD 12 k, weighted USD 1.2 k/,
      ),
    );
    expect(cardIdsIn('quoted')).toEqual(['board-card-3', 'board-card-1', 'board-card-5', 'board-card-7']);
  });

  it('puts the card back and says so when the move fails', async () => {
    const { moves } = serve(() => ({ status: 422, body: { message: 'The stage is not valid.' } }));
    renderBoard();
    const user = userEvent.setup();
    await screen.findByTestId('board-card-1');

    await keyboardMove(user, 1, '{ArrowRight}');

    await waitFor(() => expect(moves()).toHaveLength(1));
    expect(moves()[0]?.body).toEqual({ stage: 'quoted', after_id: null });
    await waitFor(() =>
      expect(toastStore.getState()).toEqual([
        expect.objectContaining({
          title: 'The deal could not be moved',
          description: 'The stage is not valid.',
          color: 'error',
        }),
      ]),
    );
    expect(cardIdsIn('new')).toEqual(['board-card-1', 'board-card-2']);
    expect(cardIdsIn('quoted')).toEqual(['board-card-3', 'board-card-5', 'board-card-7']);
    expect(within(columnOf('new')).getByRole('heading', { name: 'New, 12 deals' })).toBeInTheDocument();
  });

  it('drops a deal on the lost zone: asks why first; cancel leaves it in place', async () => {
    const { moves } = serve();
    renderBoard();
    const user = userEvent.setup();
    await screen.findByTestId('board-card-1');
    expect(screen.queryByTestId('close-zone-won')).not.toBeInTheDocument();

    await keyboardMove(user, 1, '{ArrowRight}{ArrowRight}{ArrowRight}');

    const dialog = await screen.findByRole('dialog', { name: 'Why was this deal lost?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cardIdsIn('new')).toEqual(['board-card-1', 'board-card-2']);
    expect(moves()).toHaveLength(0);
  });

  it('moves a deal to a lost stage with the reason given, and it leaves the board', async () => {
    const lost = { ...honeymoon, stage: 'lost', stage_kind: 'lost' as const, lost_reason: 'price' };
    const { moves, setBoard } = serve(() => ({ body: { data: lost } }));
    renderBoard();
    const user = userEvent.setup();
    await screen.findByTestId('board-card-1');

    await keyboardMove(user, 1, '{ArrowRight}{ArrowRight}{ArrowRight}');
    const dialog = await screen.findByRole('dialog', { name: 'Why was this deal lost?' });
    setBoard({ ...board, columns: [column('new', [cruise]), column('quoted', [safari, call, visa])] });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'price');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));

    await waitFor(() => expect(moves()).toHaveLength(1));
    expect(moves()[0]?.body).toEqual({
      stage: 'lost',
      after_id: null,
      lost_reason: 'price',
      lost_note: null,
    });
    expect(cardIdsIn('new')).toEqual(['board-card-2']);
  });

  it('a drop on the won zone asks to confirm; the deal leaves the board, and Undo brings it back', async () => {
    const { moves, setBoard } = serve((request) => ({
      body: { data: { ...honeymoon, stage: (request.body as { stage: string }).stage } },
    }));
    renderBoard();
    const user = userEvent.setup();
    await screen.findByTestId('board-card-1');

    await keyboardMove(user, 1, '{ArrowRight}{ArrowRight}');
    const dialog = await screen.findByRole('dialog', { name: 'Mark “Cancún honeymoon” as won?' });
    setBoard({ ...board, columns: [column('new', [cruise]), column('quoted', [safari, call, visa])] });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as won' }));

    await waitFor(() => expect(moves()).toHaveLength(1));
    expect(moves()[0]?.body).toEqual({ stage: 'won', after_id: null });
    expect(cardIdsIn('new')).toEqual(['board-card-2']);
    await waitFor(() =>
      expect(toastStore.getState()).toEqual([
        expect.objectContaining({
          title: '“Cancún honeymoon” is won',
          action: expect.objectContaining({ label: 'Undo' }),
        }),
      ]),
    );

    setBoard(board);
    act(() => toastStore.getState()[0]?.action?.onClick());
    await waitFor(() => expect(moves()).toHaveLength(2));
    // Back in its stage, at the top where it was.
    expect(moves()[1]?.body).toEqual({ stage: 'new', after_id: null });
    await waitFor(() => expect(cardIdsIn('new')).toEqual(['board-card-1', 'board-card-2']));
  });

  it('loads the next cards of a column when its end scrolls into view', async () => {
    const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const { requests, setBoard } = serve();
    setBoard({
      ...board,
      columns: board.columns.map((item) =>
        item.stage === 'new' ? { ...item, next_cursor: 'page-2' } : item,
      ),
    });
    renderBoard();
    await screen.findByTestId('board-card-1');
    expect(screen.queryByTestId('board-card-9')).not.toBeInTheDocument();

    act(() => {
      for (const observe of observers) observe([{ isIntersecting: true }]);
    });

    expect(await within(columnOf('new')).findByTestId('board-card-9')).toBeInTheDocument();
    const page = requests.find((request) => request.url.includes('/board/new?'));
    expect(page?.url).toContain('cursor=page-2');
    expect(page?.url).toContain('filter%5Bowner_id%5D=me');
    expect(cardIdsIn('new')).toEqual(['board-card-1', 'board-card-2', 'board-card-9']);
  });
});
