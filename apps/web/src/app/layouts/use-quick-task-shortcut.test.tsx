import { fireEvent, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { toastStore } from '../../components/ui/toast-store';
import { organizationStore } from '../../lib/organization-store';
import { quickTaskStore } from '../../lib/quick-task';
import { makeOrganization } from '../../testing/fixtures';
import { useQuickTaskShortcut } from './use-quick-task-shortcut';

const lead = { type: 'lead', id: 5, name: 'Lucía Paz' } as const;
const pressAltT = () => fireEvent.keyDown(window, { code: 'KeyT', key: 't', altKey: true });

function withOrganizations(codes: string[]) {
  organizationStore.store.setState({
    organizations: codes.map((code, index) => makeOrganization({ id: index + 1, code })),
    currentCode: codes[0] ?? null,
    status: 'ready',
    error: null,
  });
}

beforeEach(() => {
  toastStore.setState([]);
  quickTaskStore.setState({ open: null, current: lead });
});

describe('the Alt+T shortcut', () => {
  it('asks for quick add about the record shown, whether or not the form has loaded yet', () => {
    withOrganizations(['MX']);
    renderHook(() => useQuickTaskShortcut());
    pressAltT();
    expect(quickTaskStore.getState().open).toEqual({ related: [lead] });
  });

  it('without an organization, says to open one and asks for nothing', () => {
    withOrganizations([]);
    renderHook(() => useQuickTaskShortcut());
    pressAltT();
    expect(quickTaskStore.getState().open).toBeNull();
    expect(toastStore.getState()).toMatchObject([{ title: 'Open an organization to add a task.' }]);
  });

  it('leaves other keys alone', () => {
    withOrganizations(['MX']);
    renderHook(() => useQuickTaskShortcut());
    fireEvent.keyDown(window, { code: 'KeyT', key: 't', altKey: true, ctrlKey: true });
    fireEvent.keyDown(window, { code: 'KeyT', key: 't' });
    expect(quickTaskStore.getState().open).toBeNull();
  });
});
