// SPEC §4 Theme: light or dark; the stored choice wins, else the system preference; resetting clears the choice.

export type ThemeMode = 'light' | 'dark';

export interface ThemeModeState {
  mode: ThemeMode;
  /** 'stored' when the user chose a mode, 'system' while the system preference is followed. */
  source: 'stored' | 'system';
}

/** Only 'light' and 'dark' are accepted; anything else is no choice at all. */
export function parseThemeMode(value: unknown): ThemeMode | null {
  return value === 'light' || value === 'dark' ? value : null;
}

export function resolveThemeMode(stored: ThemeMode | null, systemPrefersDark: boolean): ThemeModeState {
  if (stored) return { mode: stored, source: 'stored' };
  return { mode: systemPrefersDark ? 'dark' : 'light', source: 'system' };
}

export function oppositeThemeMode(mode: ThemeMode): ThemeMode {
  return mode === 'dark' ? 'light' : 'dark';
}

/** Where the store keeps the choice and reads the system preference; the browser or a test double. */
export interface ThemeModeEnvironment {
  readStored(): string | null;
  writeStored(mode: ThemeMode): void;
  clearStored(): void;
  prefersDark(): boolean;
  /** Calls back when the system preference changes; returns an unsubscribe function. */
  onSystemChange(listener: () => void): () => void;
  /** Calls back when another tab changes the stored value; returns an unsubscribe function. */
  onStoredChange(listener: () => void): () => void;
}

export interface ThemeModeStore {
  getSnapshot(): ThemeModeState;
  subscribe(listener: () => void): () => void;
  toggle(): void;
  /** Sets the mode explicitly; returns false (and changes nothing) unless it is 'light' or 'dark'. */
  setMode(value: unknown): boolean;
  /** Follows the system preference again and forgets the stored choice. */
  resetToSystem(): void;
}

/** A small external store for `useSyncExternalStore`. */
export function createThemeModeStore(env: ThemeModeEnvironment): ThemeModeStore {
  const listeners = new Set<() => void>();
  let state = read();
  let detach: (() => void) | null = null;

  function read(): ThemeModeState {
    return resolveThemeMode(parseThemeMode(env.readStored()), env.prefersDark());
  }

  function refresh(): void {
    const next = read();
    if (next.mode === state.mode && next.source === state.source) return;
    state = next;
    for (const listener of listeners) listener();
  }

  function store(mode: ThemeMode): void {
    env.writeStored(mode);
    refresh();
  }

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      if (!detach) {
        // While a choice is stored, `read` ignores the system value, so system changes show only without one.
        const offSystem = env.onSystemChange(refresh);
        const offStored = env.onStoredChange(refresh);
        detach = () => {
          offSystem();
          offStored();
        };
        refresh();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && detach) {
          detach();
          detach = null;
        }
      };
    },
    toggle: () => store(oppositeThemeMode(state.mode)),
    setMode(value) {
      const mode = parseThemeMode(value);
      if (!mode) return false;
      store(mode);
      return true;
    },
    resetToSystem() {
      env.clearStored();
      refresh();
    },
  };
}
