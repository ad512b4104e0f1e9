import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavigationContext } from '../../src/components/navigation';
import { PageErrorBoundary } from '../../src/components/PageErrorBoundary';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Something the person opened: state that a remount would lose. */
function Menu() {
  const [open, setOpen] = useState(false);
  return <button onClick={() => setOpen(true)}>{open ? 'menu open' : 'menu closed'}</button>;
}

let failing = false;
function Screen() {
  if (failing) throw new Error('broken screen');
  return <p>screen</p>;
}

function At({ pathname, fullPage, children }: { pathname: string; fullPage?: boolean; children: React.ReactNode }) {
  return (
    <NavigationContext.Provider value={{ pathname, navigate: () => {} }}>
      <PageErrorBoundary fullPage={fullPage}>{children}</PageErrorBoundary>
    </NavigationContext.Provider>
  );
}

describe('the boundary around the whole app', () => {
  it('keeps what is inside mounted when the address changes', () => {
    const { rerender } = render(
      <At pathname="/login" fullPage>
        <Menu />
      </At>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'menu closed' }));
    rerender(
      <At pathname="/" fullPage>
        <Menu />
      </At>,
    );
    expect(screen.getByRole('button', { name: 'menu open' })).toBeInTheDocument();
  });

  it('shows a failure, and tries again at the next address', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failing = true;
    const { rerender } = render(
      <At pathname="/orders" fullPage>
        <Screen />
      </At>,
    );
    expect(screen.queryByText('screen')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    failing = false;
    act(() =>
      rerender(
        <At pathname="/dashboard" fullPage>
          <Screen />
        </At>,
      ),
    );
    expect(screen.getByText('screen')).toBeInTheDocument();
  });
});

describe("a page's boundary", () => {
  it('draws the page afresh at a new address', () => {
    const { rerender } = render(
      <At pathname="/journal/a">
        <Menu />
      </At>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'menu closed' }));
    rerender(
      <At pathname="/journal/b">
        <Menu />
      </At>,
    );
    expect(screen.getByRole('button', { name: 'menu closed' })).toBeInTheDocument();
  });
});
