import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../i18n/useLocale';
import { Button, Result } from 'antd';
import { useLocation } from 'react-router';
import { PrerenderHandover } from './PrerenderHandover';

interface BoundaryProps {
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen failed to render', error, info.componentStack);
  }
  render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}

function Failed({ retry, fullPage }: { retry: () => void; fullPage?: boolean }) {
  const t = useT();
  return (
    <main style={fullPage ? { minHeight: '100vh', display: 'grid', placeItems: 'center' } : undefined}>
      {/* A failure is a screen too: it replaces a prerendered page rather than stay hidden behind it. */}
      {fullPage && <PrerenderHandover />}
      <Result
        status="warning"
        title={t('app.pageFailed')}
        extra={[
          <Button key="retry" type="primary" onClick={retry}>
            {t('app.retry')}
          </Button>,
          <Button key="home" onClick={() => window.location.assign('/')}>
            {t('app.backHome')}
          </Button>,
        ]}
      />
    </main>
  );
}

/**
 * One screen that throws while rendering shows a message in its place instead of a blank page; the
 * layout and navigation stay usable, and moving to another path tries again.
 */
export function PageErrorBoundary({ children, fullPage }: { children: ReactNode; fullPage?: boolean }) {
  const { pathname } = useLocation();
  return (
    <Boundary key={pathname} fallback={(retry) => <Failed retry={retry} fullPage={fullPage} />}>
      {children}
    </Boundary>
  );
}
