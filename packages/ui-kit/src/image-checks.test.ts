import { describe, expect, it } from 'vitest';
import { checkImageDimensions, checkImageFile, displayFileName } from './image-checks.js';

describe('image checks', () => {
  it('accept images up to 10 MB, and refuse other types', () => {
    expect(checkImageFile({ type: 'image/png', size: 10 * 1024 * 1024 })).toBeNull();
    expect(checkImageFile({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toEqual({
      kind: 'size',
      mb: 10,
    });
    expect(checkImageFile({ type: 'application/pdf', size: 1 })).toEqual({ kind: 'type' });
  });

  it('refuse more than 8000 × 8000 pixels', () => {
    expect(checkImageDimensions(8000, 8000)).toBeNull();
    expect(checkImageDimensions(8001, 10)).toEqual({
      kind: 'dimensions',
      width: 8000,
      height: 8000,
    });
  });

  it('cut names at 30 characters, keeping the extension', () => {
    expect(displayFileName('cat.png')).toBe('cat.png');
    const cut = displayFileName(`${'a'.repeat(40)}.jpeg`);
    expect(cut).toHaveLength(30);
    expect(cut.endsWith('….jpeg')).toBe(true);
  });
});
