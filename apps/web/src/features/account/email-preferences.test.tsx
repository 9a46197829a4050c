import { ApiError } from '@nervus/api-client';
import type { Preferences } from '@nervus/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aMe, aPlatform } from '../../test/factories.js';
import type { Answers } from '../../test/fake-api.js';
import { preloadRoutes, renderRoute } from '../../test/render.js';

const VIEWER = aMe({ handle: 'ada', screen_name: 'ada' });
const PATH = '/my-account/email-preferences';

const stored: Preferences = {
  email: {
    digest: 'daily',
    mentions: true,
    challenge_updates: false,
    quiet_hours: true,
    quiet_start: '23:00',
    quiet_end: '07:30',
    time_zone: 'Europe/Paris',
  },
};

const page = (more: Answers = {}): Answers => ({
  currentPlatform: () => ({ data: aPlatform() }),
  getPreferences: () => ({ data: stored }),
  ...more,
});

beforeAll(preloadRoutes, 60_000);

/** A control by its label (a required one's label ends with a hidden ` *`). */
const input = (name: string) =>
  screen.getByLabelText(new RegExp(`^${name}( \\*)?$`)) as HTMLInputElement;

describe('the email preferences page', () => {
  it('shows the stored digest, notifications, quiet hours and time zone', async () => {
    await renderRoute(PATH, { viewer: VIEWER, api: page() });
    await screen.findByRole('heading', { name: 'Quiet hours' });
    expect((screen.getByRole('radio', { name: 'Daily' }) as HTMLInputElement).checked).toBe(true);
    expect(input('Mail me about challenges I play').checked).toBe(false);
    expect(input('Hold mail during quiet hours').checked).toBe(true);
    expect(input('From').value).toBe('23:00');
    expect(input('Until').value).toBe('07:30');
    expect((screen.getByLabelText('Time zone') as HTMLSelectElement).value).toBe('Europe/Paris');
  });

  it('saves the digest, quiet hours and time zone together', async () => {
    const { server } = await renderRoute(PATH, {
      viewer: VIEWER,
      api: page({ putPreferences: ({ body }) => ({ data: body as Preferences }) }),
    });
    await screen.findByRole('heading', { name: 'Quiet hours' });
    fireEvent.click(screen.getByRole('radio', { name: 'Weekly' }));
    fireEvent.change(input('From'), { target: { value: '22:15' } });
    fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: 'Asia/Tokyo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(server.inputsOf('putPreferences')).toEqual([
      {
        body: {
          email: {
            digest: 'weekly',
            mentions: true,
            challenge_updates: false,
            newsletter: false,
            quiet_hours: true,
            quiet_start: '22:15',
            quiet_end: '07:30',
            time_zone: 'Asia/Tokyo',
          },
        },
      },
    ]);
  });

  it('says on the field what the server refused', async () => {
    await renderRoute(PATH, {
      viewer: VIEWER,
      api: page({
        putPreferences: () => {
          throw new ApiError(422, 'Validation failed', [
            { field: 'email.time_zone', error: 'Must be a time zone such as Europe/Paris.' },
          ]);
        },
      }),
    });
    await screen.findByRole('heading', { name: 'Quiet hours' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Must be a time zone such as Europe/Paris.');
    expect(screen.getByLabelText('Time zone').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Saved.')).toBeNull();
  });

  it('refuses quiet hours that end when they start, without asking the server', async () => {
    const { server } = await renderRoute(PATH, { viewer: VIEWER, api: page() });
    await screen.findByRole('heading', { name: 'Quiet hours' });
    fireEvent.change(input('Until'), { target: { value: '23:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Quiet hours must end at another time than they start.');
    await waitFor(() => expect(input('Until').getAttribute('aria-invalid')).toBe('true'));
    expect(server.inputsOf('putPreferences')).toEqual([]);
  });

  it('leaves the times alone while quiet hours are off', async () => {
    await renderRoute(PATH, {
      viewer: VIEWER,
      api: page({ getPreferences: () => ({ data: {} }) }),
    });
    await screen.findByRole('heading', { name: 'Quiet hours' });
    expect(input('Hold mail during quiet hours').checked).toBe(false);
    expect(input('From').disabled).toBe(true);
    expect(input('From').value).toBe('22:00');
    expect(input('Until').value).toBe('08:00');
    fireEvent.click(input('Hold mail during quiet hours'));
    expect(input('From').disabled).toBe(false);
  });
});
