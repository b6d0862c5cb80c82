import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Combobox, type ComboboxOption } from './combobox';

const cities: ComboboxOption[] = [
  { value: 'BOG', label: 'Bogotá' },
  { value: 'CDMX', label: 'Ciudad de México', keywords: 'Mexico City' },
  { value: 'MTY', label: 'Monterrey' },
  { value: 'MED', label: 'Medellín' },
];

function Picker({
  initial = 'MTY',
  onChange = () => {},
}: {
  initial?: string;
  onChange?: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="city">City</label>
      <Combobox
        id="city"
        label="City"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        options={cities}
        noMatches="No city matches."
      />
      <output aria-label="stored">{value}</output>
    </>
  );
}

const stored = () => screen.getByRole('status', { name: 'stored' });

describe('Combobox', () => {
  it('shows the chosen option, filters as the user types (accents aside) and picks with the arrows and Enter', async () => {
    render(<Picker />);
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'City' });
    expect(input).toHaveValue('Monterrey');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.clear(input);
    await user.type(input, 'mede');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Medellín']);

    await user.clear(input);
    await user.type(input, 'CIUDAD mexi');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Ciudad de México']);

    await user.clear(input);
    await user.type(input, 'bogota');
    await user.keyboard('{Enter}');
    expect(stored()).toHaveTextContent('BOG');
    expect(input).toHaveValue('Bogotá');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('finds an option by its keywords and moves through the list with the arrow keys', async () => {
    render(<Picker />);
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'City' });

    await user.click(input);
    await user.keyboard('{Control>}a{/Control}');
    await user.keyboard('city');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Ciudad de México']);

    await user.clear(input);
    // Arrow down from the first match, then back up, then down twice: the third city.
    await user.keyboard('{ArrowDown}{ArrowUp}{ArrowDown}{ArrowDown}');
    const active = input.getAttribute('aria-activedescendant');
    expect(active ? document.getElementById(active) : null).toHaveTextContent('Monterrey');
    await user.keyboard('{Enter}');
    expect(stored()).toHaveTextContent('MTY');
  });

  it('opens on the arrow key at the chosen option, and Escape closes it, keeps the choice and stays inside', async () => {
    const onChange = vi.fn();
    const onOuterKeyDown = vi.fn();
    render(
      // biome-ignore lint/a11y/noStaticElementInteractions: stands for a dialog that closes on Escape.
      <div onKeyDown={(event) => onOuterKeyDown(event.key)}>
        <Picker onChange={onChange} />
      </div>,
    );
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'City' });

    input.focus();
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(4);
    expect(screen.getByRole('option', { name: 'Monterrey' })).toHaveAttribute('aria-selected', 'true');
    expect(input.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Monterrey' }).id,
    );

    await user.keyboard('bog{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Monterrey');
    expect(onChange).not.toHaveBeenCalled();
    expect(onOuterKeyDown).not.toHaveBeenCalledWith('Escape');

    // With the list closed, Escape is the dialog's again.
    await user.keyboard('{Escape}');
    expect(onOuterKeyDown).toHaveBeenCalledWith('Escape');
  });

  it('says when nothing matches, and leaving without picking keeps the choice', async () => {
    render(<Picker />);
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'City' });

    await user.clear(input);
    await user.type(input, 'Lima');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No city matches.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(stored()).toHaveTextContent('MTY');

    await user.tab();
    expect(input).toHaveValue('Monterrey');
    expect(stored()).toHaveTextContent('MTY');
  });

  it('picks an option by a click', async () => {
    render(<Picker />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    await user.click(screen.getByRole('option', { name: 'Medellín' }));
    expect(stored()).toHaveTextContent('MED');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Medellín');
  });
});
