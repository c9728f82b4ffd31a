import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../config/storage-keys.ts';
import { readStorage, removeStorage, writeStorage } from './storage.ts';
import { createThemeModeStore, type ThemeMode, type ThemeModeStore } from './theme-mode.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

const themeModeStore: ThemeModeStore = createThemeModeStore({
  readStored: () => readStorage(STORAGE_KEYS.theme),
  writeStored: (mode) => writeStorage(STORAGE_KEYS.theme, mode),
  clearStored: () => removeStorage(STORAGE_KEYS.theme),
  prefersDark: () => systemQuery()?.matches ?? false,
  onSystemChange(listener) {
    const query = systemQuery();
    query?.addEventListener('change', listener);
    return () => query?.removeEventListener('change', listener);
  },
  onStoredChange(listener) {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.theme) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
});

export interface ThemeModeControls {
  mode: ThemeMode;
  /** True while no choice is stored and the system preference is followed. */
  isSystem: boolean;
  toggle: () => void;
  setMode: (value: unknown) => boolean;
  resetToSystem: () => void;
}

/** The current light/dark mode and the ways to change it (SPEC §4). */
export function useThemeMode(): ThemeModeControls {
  const state = useSyncExternalStore(themeModeStore.subscribe, themeModeStore.getSnapshot);
  return {
    mode: state.mode,
    isSystem: state.source === 'system',
    toggle: themeModeStore.toggle,
    setMode: themeModeStore.setMode,
    resetToSystem: themeModeStore.resetToSystem,
  };
}
