import { COLOR_MODES, type ColorMode, STORAGE_KEYS } from '@aurora/contracts/constants';
import { createStore, useStore } from './create-store';
import { storage } from './storage';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function savedColorMode(): ColorMode {
  const saved = storage.read(STORAGE_KEYS.colorMode);
  return (COLOR_MODES as readonly string[]).includes(saved ?? '') ? (saved as ColorMode) : 'auto';
}

const prefersDark = () => typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;

/** Puts the `dark` class on <html> for dark mode, or for auto when the system prefers dark. */
export function applyColorMode(mode: ColorMode): void {
  const dark = mode === 'dark' || (mode === 'auto' && prefersDark());
  document.documentElement.classList.toggle('dark', dark);
}

export const colorModeStore = createStore<ColorMode>(savedColorMode());

export function setColorMode(mode: ColorMode): void {
  storage.write(STORAGE_KEYS.colorMode, mode);
  colorModeStore.setState(mode);
  applyColorMode(mode);
}

/** Applies the saved mode and follows system changes while in auto. */
export function startColorMode(): void {
  applyColorMode(colorModeStore.getState());
  if (typeof window.matchMedia !== 'function') return;
  window.matchMedia(DARK_QUERY).addEventListener('change', () => {
    if (colorModeStore.getState() === 'auto') applyColorMode('auto');
  });
}

export function useColorMode(): ColorMode {
  return useStore(colorModeStore);
}
