import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from '../../src/lazyPage';

const Orders = () => <p>Finished orders</p>;
afterEach(cleanup);

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
});
