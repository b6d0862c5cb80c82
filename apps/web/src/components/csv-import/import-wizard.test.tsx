import type { ImportJob } from '@aurora/contracts/imports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MockRequest, mockFetch } from '../../testing/fetch-mock';
import { signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { ImportButton } from './import-button';
import { ImportIndicator } from './import-indicator';
import { importTracker } from './import-tracker';

const uploaded: ImportJob = {
  id: 12,
  module: 'leads',
  status: 'pending',
  file_name: 'leads.csv',
  headers: ['Nombre', 'Correo', 'Teléfono', 'Notas internas'],
  preview: [
    ['Ana', 'ana@example.com', '55 1111 2222', 'vip'],
    ['Luis', 'luis@example.com', '55 3333 4444', ''],
    ['Ana B', 'ana@example.com', '', ''],
  ],
  total_rows: 3,
  suggested_mapping: { Nombre: 'first_name', Correo: 'email', Teléfono: 'phone' },
  mapping: null,
  dedupe: null,
  progress: { processed: 0, total: 3 },
  report: { created: 0, updated: 0, skipped: 0, errors: [], errors_count: 0 },
  error: null,
  created_by: { id: 7, name: 'Ana Agent' },
  created_at: '2026-03-01T10:00:00.000Z',
  started_at: null,
  finished_at: null,
};

/** The job as the server answers it: running for `runningPolls` polls, then completed. */
function serve({
  runningPolls = 1,
  uploadAnswer,
}: {
  runningPolls?: number;
  uploadAnswer?: () => { status: number; body: unknown };
} = {}) {
  const requests: MockRequest[] = [];
  let polls = 0;
  mockFetch((request) => {
    requests.push(request);
    if (request.method === 'POST' && request.url === '/api/v2/MX/leads/imports') {
      return uploadAnswer?.() ?? { status: 201, body: { data: uploaded } };
    }
    if (request.method === 'POST' && request.url === '/api/v2/mx/imports/12/start') {
      return { status: 202, body: { data: { ...uploaded, status: 'running' } } };
    }
    if (request.url === '/api/v2/mx/imports/12') {
      polls += 1;
      if (polls <= runningPolls) {
        return { body: { data: { ...uploaded, status: 'running', progress: { processed: 1, total: 3 } } } };
      }
      return {
        body: {
          data: {
            ...uploaded,
            status: 'completed',
            progress: { processed: 3, total: 3 },
            report: {
              created: 1,
              updated: 0,
              skipped: 1,
              errors: [{ row: 2, message: 'phone: Must be a valid phone number.' }],
              errors_count: 1,
            },
          },
        },
      };
    }
    if (request.url.startsWith('/api/v2/MX/leads')) {
      return { body: { data: [], meta: { current_page: 1, per_page: 25, total: 0, last_page: 1 } } };
    }
    return { status: 404, body: { message: 'Not Found' } };
  });
  return requests;
}

function Page() {
  return (
    <>
      <ImportButton module="leads" />
      <ImportIndicator />
    </>
  );
}

function renderPage() {
  return renderRoutes([{ path: '/:orgCode/leads', Component: Page }], '/MX/leads');
}

const csv = (name: string, content: string, type = 'text/csv') => new File([content], name, { type });

beforeEach(() => {
  signInForRecords();
  importTracker.setState({ imports: [], wizard: { open: false } });
});

describe('CSV import wizard', () => {
  it('refuses a file that is not a CSV, and shows the server reason for a bad one', async () => {
    const requests = serve({
      uploadAnswer: () => ({
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { file: ['The file has no rows below the header.'] },
        },
      }),
    });
    renderPage();
    const user = userEvent.setup({ applyAccept: false });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Leads from CSV' });

    await user.upload(within(dialog).getByLabelText('Choose a CSV file'), csv('photo.png', 'x', 'image/png'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This is not a CSV file.');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.upload(within(dialog).getByLabelText('Choose a CSV file'), csv('empty-rows.csv', 'a,b\n'));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('The file has no rows below the header.'),
    );
  });

  it('uploads, maps with the suggestion, starts with the dedupe choice, polls and reports', async () => {
    const requests = serve({ runningPolls: 1 });
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Leads from CSV' });

    await user.upload(within(dialog).getByLabelText('Choose a CSV file'), csv('leads.csv', 'Nombre\nAna\n'));
    const upload = requests.find((request) => request.method === 'POST');
    expect(upload?.url).toBe('/api/v2/MX/leads/imports');

    // The server's suggestion is preselected; the unknown column is left out.
    const name = await within(dialog).findByRole('combobox', { name: 'Import column “Nombre” as' });
    expect(name).toHaveValue('first_name');
    expect(within(dialog).getByRole('combobox', { name: 'Import column “Notas internas” as' })).toHaveValue(
      '',
    );
    expect(within(dialog).getByText('Preview of the first 3 rows')).toBeInTheDocument();

    // Two columns on one field cannot be started.
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Import column “Notas internas” as' }),
      'email',
    );
    expect(within(dialog).getByRole('button', { name: 'Import 3 rows' })).toBeDisabled();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Import column “Notas internas” as' }),
      'note',
    );

    await user.click(within(dialog).getByRole('radio', { name: /Update the record/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Import 3 rows' }));

    await waitFor(() =>
      expect(requests.find((request) => request.url.endsWith('/imports/12/start'))?.body).toEqual({
        mapping: { Nombre: 'first_name', Correo: 'email', Teléfono: 'phone', 'Notas internas': 'note' },
        dedupe: 'update',
      }),
    );
    const progress = await within(dialog).findByRole('progressbar', { name: 'Import progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '1');
    expect(progress).toHaveAttribute('aria-valuemax', '3');

    expect(await within(dialog).findByText('leads.csv imported', {}, { timeout: 4000 })).toBeInTheDocument();
    const counters = within(dialog)
      .getAllByRole('definition')
      .map((item) => item.textContent);
    expect(counters).toEqual(['1', '0', '1', '1']);
    const errors = within(dialog).getByRole('table', { name: 'Rows with errors' });
    expect(
      within(errors).getByRole('row', { name: '2 phone: Must be a valid phone number.' }),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(importTracker.getState().imports).toEqual([]);
  });

  it('keeps running in the background and is followed from the top bar until its report is read', async () => {
    serve({ runningPolls: 2 });
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByLabelText('Choose a CSV file'), csv('leads.csv', 'Nombre\nAna\n'));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 3 rows' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Continue in the background' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Importing…' })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('aurora.imports') ?? '[]')).toMatchObject([
      { id: 12, module: 'leads', orgCode: 'MX', fileName: 'leads.csv' },
    ]);

    const finished = await screen.findByRole('button', { name: 'Import finished' }, { timeout: 5000 });
    await user.click(finished);
    await user.click(await screen.findByRole('button', { name: /^leads\.csv/ }));
    const report = await screen.findByRole('dialog', { name: 'Import Leads from CSV' });
    expect(within(report).getByText('leads.csv imported')).toBeInTheDocument();
  });
});
