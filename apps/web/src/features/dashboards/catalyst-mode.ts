/** The catalyst's open-challenges view, easy or advanced, remembered on this device. */
export const CATALYST_MODES = ['easy-mode', 'advanced-mode'] as const;
export type CatalystMode = (typeof CATALYST_MODES)[number];

const MODE_KEY = 'nervus:catalyst-dashboard-mode';

export function readCatalystMode(storage: Pick<Storage, 'getItem'> = localStorage): CatalystMode {
  try {
    const stored = storage.getItem(MODE_KEY);
    return stored === 'advanced-mode' ? 'advanced-mode' : 'easy-mode';
  } catch {
    // Storage can be off (private windows): easy mode is the default.
    return 'easy-mode';
  }
}

export function writeCatalystMode(
  mode: CatalystMode,
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  try {
    storage.setItem(MODE_KEY, mode);
  } catch {
    // Not remembering is harmless.
  }
}
