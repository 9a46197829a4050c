import { describe, expect, it } from 'vitest';
import { imageSources } from './images.js';

const id = '0b6f3c2e-8a51-4d0c-9a43-6f1d2b7e9c10';

describe('imageSources', () => {
  it('lists every width of an uploaded file, whatever size the address names', () => {
    expect(imageSources(`/api/files/${id}/cover`, '100vw')).toEqual({
      src: `/api/files/${id}/cover`,
      srcSet: `/api/files/${id}/thumbnail 300w, /api/files/${id}/small 480w, /api/files/${id}/hero 800w, /api/files/${id}/cover 1200w`,
      sizes: '100vw',
    });
    expect(imageSources(`/api/files/${id}/thumbnail`, '300px').srcSet).toContain('cover 1200w');
  });

  it("asks the painter for each width, keeping the picture's credits", () => {
    const url = '/api/images/generated/00ff00ff00ff00ff?w=1200&s=Nervus&u=Nervus+generator';
    const { srcSet } = imageSources(url, '100vw');
    expect(srcSet?.split(', ')).toEqual(
      [300, 480, 800, 1200].map(
        (w) => `/api/images/generated/00ff00ff00ff00ff?w=${w}&s=Nervus&u=Nervus+generator ${w}w`,
      ),
    );
  });

  it('leaves other addresses alone', () => {
    expect(imageSources('https://images.example/photo.jpg', '100vw')).toEqual({
      src: 'https://images.example/photo.jpg',
    });
    expect(imageSources(`/api/files/${id}/huge`, '100vw')).toEqual({
      src: `/api/files/${id}/huge`,
    });
  });
});
