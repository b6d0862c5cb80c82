import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { AddFilterButton, FilterChips } from './filter-bar';
import type { FilterFieldDef } from './filter-fields';

const fields: FilterFieldDef[] = [
  { id: 'status', label: 'Status', type: 'enum', options: [{ value: 'new', label: 'New' }] },
  { id: 'owner_id', label: 'Owner', type: 'relation', options: [{ value: 'me', label: 'Me' }] },
  { id: 'last_name', label: 'Last name', type: 'text' },
  { id: 'created_at', label: 'Created', type: 'date' },
  { id: 'adults', label: 'Adults', type: 'number' },
  { id: 'do_not_call', label: 'Do not call', type: 'boolean' },
];

function renderButton() {
  const onAdd = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <AddFilterButton fields={fields} count={0} onAdd={onAdd} />
    </I18nextProvider>,
  );
  return onAdd;
}

async function choose(field: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Field' }), field);
  return user;
}

const operators = () =>
  Array.from(screen.getByRole('combobox', { name: 'Condition' }).querySelectorAll('option')).map(
    (option) => option.textContent,
  );

describe('filter bar', () => {
  it('offers the operators of the field type, text starting with "contains"', async () => {
    renderButton();
    const user = await choose('last_name');
    expect(operators()).toEqual(['contains', 'is', 'is empty', 'is not empty']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Field' }), 'created_at');
    expect(operators()).toEqual(['is on or after', 'is on or before', 'is empty', 'is not empty']);
    expect(screen.getByLabelText('Value')).toHaveAttribute('type', 'date');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Field' }), 'adults');
    expect(operators()).toEqual(['equals', 'is at least', 'is at most', 'is empty', 'is not empty']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Field' }), 'owner_id');
    expect(operators()).toEqual(['is any of', 'is empty', 'is not empty']);
    expect(screen.getByRole('checkbox', { name: 'Me' })).toBeInTheDocument();
  });

  it('applies a complete filter in the list grammar, and not an incomplete one', async () => {
    const onAdd = renderButton();
    const user = await choose('adults');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Condition' }), 'gte');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.type(screen.getByLabelText('Value'), '2');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onAdd).toHaveBeenCalledWith({ field: 'adults', operator: 'gte', value: '2' });
  });

  it('turns "is empty" and "is not empty" into the empty operator with true or false', async () => {
    const onAdd = renderButton();
    const user = await choose('last_name');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Condition' }), 'empty');
    expect(screen.queryByLabelText('Value')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onAdd).toHaveBeenLastCalledWith({ field: 'last_name', operator: 'empty', value: 'true' });
  });

  it('names each chip by field, operator and value labels', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <FilterChips
          fields={fields}
          filters={[
            { field: 'owner_id', operator: 'eq', value: 'me' },
            { field: 'do_not_call', operator: 'eq', value: 'false' },
            { field: 'created_at', operator: 'after', value: '2026-01-31' },
          ]}
          onChange={vi.fn()}
          onRemove={vi.fn()}
          onClear={vi.fn()}
        />
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: 'Edit filter: Owner is any of Me' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit filter: Do not call is No' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Remove filter: Created is on or after Jan 31, 2026' }),
    ).toBeInTheDocument();
  });
});
