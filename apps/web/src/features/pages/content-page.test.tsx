import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPlatform } from '../../test/factories.js';
import { renderWithApp } from '../../test/render.js';
import { ContentPage } from './content-page.js';

describe('ContentPage', () => {
  it('shows the loading state, then the page with its Markdown rendered and sanitised', async () => {
    const platform = aPlatform();
    const { server } = renderWithApp(<ContentPage page="privacy-policy" />, {
      path: '/privacy-policy',
      api: {
        currentPlatform: () => ({ data: platform }),
        contentPage: () => ({
          data: {
            platform_id: platform.id,
            slug: 'privacy-policy',
            title: 'Privacy Policy',
            body: 'We keep **little**.<script>alert(1)</script>',
            updated_at: '2024-01-01T00:00:00.000Z',
          },
        }),
      },
    });
    expect(await screen.findByRole('status')).toBeTruthy();
    const title = await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const article = title.closest('article');
    expect(article?.querySelector('strong')?.textContent).toBe('little');
    expect(article?.innerHTML).not.toContain('script');
    expect(server.inputsOf('contentPage')[0]?.params).toEqual({
      id: platform.id,
      page: 'privacy-policy',
    });
  });
});
