import { lazy, Suspense } from 'react';
import { useGetIdentity, useTranslate } from '@refinedev/core';
import { useThemedLayoutContext } from '@refinedev/antd';
import { Button, Grid, Layout, Typography, theme } from 'antd';
import { MenuOutlined, ShopOutlined } from '@ant-design/icons';
import { businessTypeOf } from '../domain/roles';
import { LanguageSwitcher } from './LanguageSwitcher';
import { OwnerPause } from './OwnerServiceBar';

/** Web Push and the device list load after the header: they are not needed to start the app. */
const NotificationsMenu = lazy(() => import('./push/NotificationsMenu'));

/** Refine's sider puts a floating button over the page on phones; the top bar's menu button replaces it. */
const HIDE_FLOATING_DRAWER_BUTTON = '.app-shell > .ant-layout > .ant-btn { display: none; }';

/**
 * The top bar of the logged-in layout. On phones it carries the menu button (the same side navigation,
 * with Log out, in a drawer) and the app's name; everywhere it shows who is logged in.
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
      style={{
        background: token.colorBgElevated,
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        padding: phone ? '0 12px' : '0 24px',
        height: 64,
        position: 'sticky',
        top: 0,
        zIndex: 10,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <style>{HIDE_FLOATING_DRAWER_BUTTON}</style>
      {phone && (
        <>
          <Button
            size="large"
            icon={<MenuOutlined aria-hidden />}
            aria-label={t('app.openMenu')}
            onClick={() => setMobileSiderOpen(true)}
          />
          <span
            style={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 8,
              fontWeight: 600,
              color: token.colorPrimary,
              // The name gives way (ellipsis) so the header's controls always fit a phone's width.
              flex: '0 1 auto',
              minWidth: 0,
              whiteSpace: 'nowrap',
            }}
          >
            <ShopOutlined aria-hidden />{' '}
            <span dir="auto" style={{ overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 }}>
              {t('app.name')}
            </span>
          </span>
        </>
      )}
      {owner && <OwnerPause compact={phone} />}
      {user?.name && (
        <Typography.Text
          strong
          title={user.name}
          style={{ flex: '1 1 0', minWidth: 0, textAlign: 'end', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {user.name}
        </Typography.Text>
      )}
      {!user?.name && <span style={{ flex: '1 1 0' }} />}
      {(owner || user?.role === 'admin') && (
        <Suspense fallback={null}>
          <NotificationsMenu />
        </Suspense>
      )}
      <LanguageSwitcher />
    </Layout.Header>
  );
}
