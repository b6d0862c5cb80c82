import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { type DeferredProps, deferred, type PlaceholderProps } from './deferred';

function setup() {
  let load: (control: ComponentType<DeferredProps>) => void = () => {};
  const Deferred = deferred(
    () =>
      new Promise<ComponentType<DeferredProps>>((resolve) => {
        load = resolve;
      }),
    ({ onOpen }: PlaceholderProps) => (
      <button type="button" onClick={onOpen}>
        Menu
      </button>
    ),
  );
  render(<Deferred />);
  return (control: ComponentType<DeferredProps>) => load(control);
}

const Control = ({ defaultOpen }: DeferredProps) => <p>{defaultOpen ? 'Opened' : 'Closed'}</p>;

describe('deferred control', () => {
  it('shows its placeholder until loaded, then the control, closed', async () => {
    const load = setup();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    load(Control);
    expect(await screen.findByText('Closed')).toBeInTheDocument();
  });

  it('opens the control once loaded when its placeholder was pressed', async () => {
    const load = setup();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Menu' }));
    load(Control);
    expect(await screen.findByText('Opened')).toBeInTheDocument();
  });
});
