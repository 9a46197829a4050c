import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part.js';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyPart', () => {
  it('renders at once when its loader has loaded it, fetching its code once', async () => {
    const load = vi.fn(async () => Hello);
    const Part = lazyPart(load);
    await Promise.all([Part.load(), Part.load()]);
    render(<Part name="Ada" />);
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends where nothing loaded it, then shows itself', async () => {
    const Part = lazyPart(async () => Hello);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Part name="Ivan" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('Hello Ivan')).toBeTruthy();
  });

  it('tries again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Hello);
    const Part = lazyPart(load);
    await expect(Part.load()).rejects.toThrow('offline');
    await Part.load();
    render(<Part name="Rita" />);
    expect(screen.getByText('Hello Rita')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
