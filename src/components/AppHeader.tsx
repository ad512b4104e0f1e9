import { lazy, Suspense } from 'react';
import { useGetIdentity, useTranslate } from '@refinedev/core';
import { useThemedLayoutContext } from '@refinedev/antd';
import { Button, Grid, Layout, theme } from 'antd';
import { MenuOutlined, ShopOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { businessTypeOf } from '../domain/roles';
import { LanguageSwitcher } from './LanguageSwitcher';
import { OwnerPause } from './OwnerServiceBar';

/** Web Push and the device list load after the header: they are not needed to start the app. */
const NotificationsMenu = lazy(() => import('./push/NotificationsMenu'));

/** Refine's sider puts a floating button over the page on phones; the top bar's menu button replaces it. */
const HIDE_FLOATING_DRAWER_BUTTON = '.app-shell > .ant-layout > .ant-btn { display: none; }';

/**
 * The top bar of the logged-in layout. On phones it carries the menu button (the same side navigation,
 * with Log out, in a drawer); everywhere it shows who is logged in, a link to their account screen.
 * An owner's pause sits in the bar on wide screens and on a row of its own on phones, so that paused,
 * with its "Paused until …" and Resume, every control still fits 360 px in every language.
 */
export function AppHeader() {
  const t = useTranslate();
  const { token } = theme.useToken();
  const { data: user } = useGetIdentity<{ name?: string; role?: string }>();
  const owner = !!user?.role && !!businessTypeOf(user.role);
  const { setMobileSiderOpen } = useThemedLayoutContext();
  const breakpoint = Grid.useBreakpoint();
  // Refine's sider switches to its drawer below `lg`: the top bar follows the same rule.
  const phone = breakpoint.lg === false;
  return (
    <Layout.Header
      data-testid="app-header"
      style={{
        background: token.colorBgElevated,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: phone ? '0 12px' : '0 24px',
        height: 'auto',
        minHeight: 64,
        lineHeight: 'normal',
        position: 'sticky',
        top: 0,
        zIndex: 10,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <style>{HIDE_FLOATING_DRAWER_BUTTON}</style>
      <div style={{ display: 'flex', alignItems: 'center', gap: phone ? 8 : 12, height: 64, minWidth: 0 }}>
        {phone && (
          <>
            <Button
              size="large"
              icon={<MenuOutlined aria-hidden />}
              aria-label={t('app.openMenu')}
              onClick={() => setMobileSiderOpen(true)}
              style={{ flex: 'none' }}
            />
            <ShopOutlined aria-hidden style={{ color: token.colorPrimary, fontSize: 18, flex: 'none' }} />
          </>
        )}
        {owner && !phone && <OwnerPause />}
        {user?.name ? (
          <Link
            to="/profile"
            title={user.name}
            data-testid="header-user"
            style={{
              flex: '1 1 0',
              minWidth: 0,
              textAlign: 'end',
              fontWeight: 600,
              color: token.colorText,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              // A name in Latin letters keeps its own direction inside an Arabic page.
              unicodeBidi: 'plaintext',
              padding: '10px 0',
            }}
          >
            {user.name}
          </Link>
        ) : (
          <span style={{ flex: '1 1 0' }} />
        )}
        {(owner || user?.role === 'admin') && (
          <Suspense fallback={null}>
            <NotificationsMenu />
          </Suspense>
        )}
        <LanguageSwitcher />
      </div>
      {owner && phone && (
        <div data-testid="header-service-row" style={{ display: 'flex', alignItems: 'center', minWidth: 0, paddingBottom: 8 }}>
          <OwnerPause compact />
        </div>
      )}
    </Layout.Header>
  );
}
