import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { OwnerCell } from './cells';
import { CELL_WIDTH, DataTable, type DataTableColumn } from './data-table';

type Row = { id: number; name: string; owner: string };

const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', maxWidth: CELL_WIDTH.name, cell: (row) => row.name },
  {
    id: 'owner',
    header: 'Owner',
    maxWidth: CELL_WIDTH.person,
    cell: (row) => <OwnerCell owner={{ id: 1, name: row.owner }} />,
  },
  { id: 'count', header: 'Count', cell: (row) => row.id },
];

const long = 'Fernanda Alejandra de la Concepción Villaseñor';

function renderTable() {
  render(
    <I18nextProvider i18n={i18n}>
      <DataTable
        caption="People"
        columns={columns}
        visible={['name', 'owner', 'count']}
        rows={[{ id: 3, name: long, owner: long }]}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => row.name}
        sort=""
        onSort={() => {}}
      />
    </I18nextProvider>,
  );
}

/** jsdom lays nothing out: an element is "cut" when its content is wider than its box. */
function cut(element: Element, content: number, box: number) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: content });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: box });
}

describe('DataTable: column widths', () => {
  it('caps a column with a width and leaves the others to their values', () => {
    renderTable();
    const [name, owner, count] = screen.getAllByRole('cell');

    expect(name?.firstElementChild).toHaveClass('truncate');
    expect(name?.firstElementChild).toHaveStyle({ maxWidth: `${CELL_WIDTH.name}px` });
    expect(owner?.firstElementChild).toHaveStyle({ maxWidth: `${CELL_WIDTH.person}px` });
    expect(count?.firstElementChild).toBeNull();
    expect(count).toHaveTextContent('3');
  });

  it('shows a value cut by its width whole on hover, and nothing when it fits', () => {
    renderTable();
    const [name, owner] = screen.getAllByRole('cell');
    const nameBox = name?.firstElementChild as HTMLElement;
    const ownerBox = owner?.firstElementChild as HTMLElement;

    cut(nameBox, 320, 196);
    fireEvent.pointerEnter(nameBox);
    expect(nameBox).toHaveAttribute('title', long);

    // The owner's name, not the whole cell, is what gives way beside the avatar.
    const ownerName = screen.getAllByText(long)[1] as HTMLElement;
    expect(ownerName).toHaveClass('truncate');
    cut(ownerName, 300, 120);
    fireEvent.pointerEnter(ownerBox);
    expect(ownerBox).toHaveAttribute('title', long);

    cut(nameBox, 196, 196);
    fireEvent.pointerEnter(nameBox);
    expect(nameBox).not.toHaveAttribute('title');
  });
});
