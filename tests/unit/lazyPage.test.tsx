import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from '../../src/lazyPage';

const Orders = () => <p>Finished orders</p>;
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a lazily loaded page', () => {
  it('fetched ahead of time, is drawn at once, without its loading state in between', async () => {
    const Page = page(async () => ({ default: Orders }));
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Finished orders')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('not fetched yet, shows the loading state until its code is here', async () => {
    let arrive: (module: { default: typeof Orders }) => void = () => {};
    const Page = page(() => new Promise((resolve) => (arrive = resolve)));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => arrive({ default: Orders }));
    expect(await screen.findByText('Finished orders')).toBeInTheDocument();
  });

  it('whose fetch failed offline but is answered once back online, is fetched again, not an error', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Orders });
    await expect(page(load).preload()).resolves.toEqual({ default: Orders });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('whose code is not there (a build replaced since), fails after one more try while online', async () => {
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    await expect(page(load).preload()).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fetched while offline, waits for the browser to be online again', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({ default: Orders });
    const listening = vi.spyOn(window, 'addEventListener');
    const loaded = page(load).preload();
    await vi.waitFor(() => expect(listening).toHaveBeenCalledWith('online', expect.any(Function), { once: true }));
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toEqual({ default: Orders });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
