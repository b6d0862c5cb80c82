import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from 'radix-ui';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MockRequest, mockFetch } from '../../testing/fetch-mock';
import { makeNote, signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { NotesPanel } from './notes-panel';

function serve() {
  const requests: MockRequest[] = [];
  let notes = [
    makeNote({ id: 1, body: 'Mine: wants a beach hotel.', author: { id: 7, name: 'Ana Agent' } }),
    makeNote({ id: 2, body: 'Someone else: called twice.', author: { id: 8, name: 'Bruno Boss' } }),
  ];
  mockFetch((request) => {
    requests.push(request);
    const body = request.body as { body?: string; pinned?: boolean } | undefined;
    if (request.method === 'GET' && request.url === '/api/v2/MX/leads/5/notes')
      return { body: { data: notes } };
    if (request.method === 'POST' && request.url === '/api/v2/MX/leads/5/notes') {
      const note = makeNote({ id: 3, body: body?.body ?? '' });
      notes = [note, ...notes];
      return { status: 201, body: { data: note } };
    }
    const match = request.url.match(/^\/api\/v2\/MX\/notes\/(\d+)$/);
    if (match && request.method === 'PUT') {
      notes = notes.map((note) => (note.id === Number(match[1]) ? { ...note, ...body } : note));
      notes.sort((a, b) => Number(b.pinned) - Number(a.pinned));
      return { body: { data: notes.find((note) => note.id === Number(match[1])) } };
    }
    if (match && request.method === 'DELETE') {
      notes = notes.filter((note) => note.id !== Number(match[1]));
      return { status: 204 };
    }
    return { status: 404, body: { message: 'Not found.' } };
  });
  return requests;
}

// The app shell provides the tooltips' provider.
function LeadNotes() {
  return (
    <Tooltip.Provider>
      <NotesPanel subject={{ module: 'leads', id: 5 }} />
    </Tooltip.Provider>
  );
}

const renderPanel = () =>
  renderRoutes([{ path: '/:orgCode/leads/:id', Component: LeadNotes }], '/MX/leads/5');

describe('notes panel', () => {
  beforeEach(() => {
    signInForRecords();
  });

  it('adds a note with Ctrl+Enter and shows it with its author', async () => {
    const requests = serve();
    renderPanel();
    const user = userEvent.setup();

    const box = await screen.findByRole('textbox', { name: 'Add a note' });
    await user.type(box, 'Prefers morning flights.{Control>}{Enter}{/Control}');

    const list = await screen.findByRole('list', { name: 'Notes' });
    await waitFor(() => expect(within(list).getByText('Prefers morning flights.')).toBeInTheDocument());
    expect(box).toHaveValue('');
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({ body: 'Prefers morning flights.' });
  });

  it('lets the author pin, edit and delete their note, and nobody else’s', async () => {
    const requests = serve();
    renderPanel();
    const user = userEvent.setup();

    const mine = await screen.findByRole('listitem', { name: 'Note by Ana Agent' });
    const theirs = screen.getByRole('listitem', { name: 'Note by Bruno Boss' });
    expect(within(theirs).queryByRole('button', { name: 'Edit note' })).not.toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: 'Delete note' })).not.toBeInTheDocument();

    await user.click(within(mine).getByRole('button', { name: 'Pin note' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: 'Note by Ana Agent' })).getByText('Pinned'),
      ).toBeInTheDocument(),
    );
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ pinned: true });

    await user.click(
      within(screen.getByRole('listitem', { name: 'Note by Ana Agent' })).getByRole('button', {
        name: 'Edit note',
      }),
    );
    const editor = screen.getByRole('textbox', { name: 'Note text' });
    await user.clear(editor);
    await user.type(editor, 'Mine: wants an all-inclusive.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mine: wants an all-inclusive.')).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('listitem', { name: 'Note by Ana Agent' })).getByRole('button', {
        name: 'Delete note',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this note?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Note by Ana Agent' })).not.toBeInTheDocument(),
    );
    expect(
      requests.some((request) => request.method === 'DELETE' && request.url === '/api/v2/MX/notes/1'),
    ).toBe(true);
  });

  it('shows the empty state when the record has no notes', async () => {
    mockFetch(() => ({ body: { data: [] } }));
    renderPanel();
    expect(await screen.findByText('No notes yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add note' })).toBeDisabled();
  });
});
