import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../i18n/useLocale';
import { token } from '../designTokens';
import WarningFilled from '@ant-design/icons-svg/es/asn/WarningFilled';
import { usePathname } from './navigation';
import { PlainButton } from './PlainButton';
import { PrerenderHandover } from './PrerenderHandover';
import { Title } from './Prose';
import { PlainIcon } from './PlainIcon';

interface BoundaryProps {
  /** A new address tries again. */
  pathname: string;
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { failed: boolean; pathname: string }> {
  state = { failed: false, pathname: this.props.pathname };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
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
      {/* antd's Result would bring its illustrations into the first load of every page. */}
      <div style={{ textAlign: 'center', padding: '48px 32px' }}>
        <PlainIcon icon={WarningFilled} style={{ fontSize: 72, color: token.colorWarning }} />
        <Title level={2} style={{ fontSize: token.fontSizeHeading3, fontWeight: 400, margin: '24px 0' }}>
          {t('app.pageFailed')}
        </Title>
        <div style={{ display: 'flex', gap: 8, justifyContent: 'center', flexWrap: 'wrap' }}>
          {/* Plain buttons: this fallback is in the first download of every page. */}
          <PlainButton type="primary" onClick={retry}>
            {t('app.retry')}
          </PlainButton>
          <PlainButton onClick={() => window.location.assign('/')}>{t('app.backHome')}</PlainButton>
        </div>
      </div>
    </main>
  );
}

/**
 * One screen that throws while rendering shows a message in its place instead of a blank page; the
 * layout and navigation stay usable, and moving to another path tries again. A page's boundary draws the
 * page afresh at each address; the one around the whole app (`fullPage`) only forgets its failure: keyed by
 * the address, it would mount the signed-in layout anew on every navigation, losing what the person had open
 * (the phone's menu, opened while the first page was still on its way).
 */
export function PageErrorBoundary({ children, fullPage }: { children: ReactNode; fullPage?: boolean }) {
  const pathname = usePathname();
  return (
    <Boundary key={fullPage ? undefined : pathname} pathname={pathname} fallback={(retry) => <Failed retry={retry} fullPage={fullPage} />}>
      {children}
    </Boundary>
  );
}
