import type { ImportJob, ImportModule } from '@aurora/contracts/imports';
import { createStore, useStore } from '../../lib/create-store';

/** An import this tab started (or is showing), followed until its report was seen. */
export type TrackedImport = {
  id: number;
  module: ImportModule;
  orgCode: string;
  fileName: string;
  status: ImportJob['status'];
};

/** The wizard: closed, a new import of a module, or an existing job (progress or report). */
export type WizardState =
  | { open: false }
  | { open: true; module: ImportModule; orgCode: string; jobId: number | null };

type TrackerState = { imports: TrackedImport[]; wizard: WizardState };

// Session storage: a reload of the tab keeps following its imports, another tab does not.
const STORAGE_KEY = 'aurora.imports';

function load(): TrackedImport[] {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as TrackedImport[]) : [];
  } catch {
    return [];
  }
}

function save(imports: TrackedImport[]): void {
  try {
    if (imports.length === 0) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify(imports));
  } catch {
    // Not remembered across reloads; the import itself runs on regardless.
  }
}

export const importTracker = createStore<TrackerState>({ imports: load(), wizard: { open: false } });

function setImports(change: (imports: TrackedImport[]) => TrackedImport[]): void {
  importTracker.setState((state) => {
    const imports = change(state.imports);
    save(imports);
    return { ...state, imports };
  });
}

/** Follows a started import (the top bar shows it until its report is dismissed). */
export function trackImport(job: TrackedImport): void {
  setImports((imports) => [job, ...imports.filter((item) => item.id !== job.id)]);
}

/**
 * Records a job's new status; answers whether it just finished (so the caller announces it and
 * refreshes the lists once, whoever sees the change first).
 */
export function updateTrackedImport(id: number, status: ImportJob['status']): boolean {
  const before = importTracker.getState().imports.find((item) => item.id === id);
  if (!before || before.status === status) return false;
  setImports((imports) => imports.map((item) => (item.id === id ? { ...item, status } : item)));
  return status === 'completed' || status === 'failed';
}

export function untrackImport(id: number): void {
  setImports((imports) => imports.filter((item) => item.id !== id));
}

/** Opens the wizard on a new import of the module. */
export function openImportWizard(module: ImportModule, orgCode: string): void {
  importTracker.setState((state) => ({ ...state, wizard: { open: true, module, orgCode, jobId: null } }));
}

/** Opens the wizard on a job: its progress, or its report once done. */
export function showImport(job: Pick<TrackedImport, 'id' | 'module' | 'orgCode'>): void {
  importTracker.setState((state) => ({
    ...state,
    wizard: { open: true, module: job.module, orgCode: job.orgCode, jobId: job.id },
  }));
}

export function closeImportWizard(): void {
  importTracker.setState((state) => ({ ...state, wizard: { open: false } }));
}

export function useImportTracker(): TrackerState {
  return useStore(importTracker);
}
