import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aCategory, aMe, anId, aPlatform } from '../../test/factories.js';
import { preloadRoutes, renderRoute } from '../../test/render.js';
import { DRAFT_STORAGE_KEY } from './form-state.js';

beforeAll(preloadRoutes, 60_000);
afterEach(() => localStorage.clear());

const shell = {
  currentPlatform: () => ({ data: aPlatform() }),
  flags: () => ({ data: {} }),
  platformCategories: () => ({
    data: [
      aCategory({
        id: anId(201),
        name: 'Society',
        slug: 'society',
        children: [
          aCategory({ id: anId(202), name: 'Parks', slug: 'parks', parent_id: anId(201) }),
        ],
      }),
    ],
  }),
} as const;

describe('/challenges/create', () => {
  it('starts at the category, then asks the question with the stepper', async () => {
    const { server } = await renderRoute('/challenges/create', { viewer: aMe(), api: shell });
    await screen.findByText('Your question is created on the main Nervus platform.');
    expect(screen.queryByRole('navigation', { name: 'Create a challenge' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Society' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Parks' }));
    const title = await screen.findByRole('textbox', { name: /^Your question/ });
    fireEvent.change(title, { target: { value: 'How could parks host concerts' } });
    expect(screen.getByRole('navigation', { name: 'Create a challenge' })).toBeTruthy();
    const preview = screen.getByRole('complementary', { name: 'Your Question Preview' });
    expect(within(preview).getByText('Parks')).toBeTruthy();
    expect(within(preview).getByText('How could parks host concerts?')).toBeTruthy();
    expect(server.inputsOf('platformCategories')[0]?.params).toEqual({ id: anId(50) });
    // The local draft follows the form once a category is chosen.
    await waitFor(() => expect(localStorage.getItem(DRAFT_STORAGE_KEY) ?? '').toContain('parks'));
    // The whole app renders here (shell and route), which is slow on a busy machine.
  }, 20_000);
});
