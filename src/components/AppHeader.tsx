import { lazy, Suspense } from 'react';
import { useGetIdentity } from '@refinedev/core';
import { useThemedLayoutContext } from '@refinedev/antd';
import { Grid } from 'antd';
import { businessTypeOf } from '../domain/roles';
import { HeaderBar } from './HeaderBar';
import { OwnerPause } from './OwnerServiceBar';

/** Web Push and the device list load after the header: they are not needed to start the app. */
const NotificationsMenu = lazy(() => import('./push/NotificationsMenu'));

/** The top bar of the logged-in layout (HeaderBar), wired to the session, the sider's drawer and the owner's business. */
export function AppHeader() {
  const { data: user } = useGetIdentity<{ name?: string; role?: string }>();
  const owner = !!user?.role && !!businessTypeOf(user.role);
  const { setMobileSiderOpen } = useThemedLayoutContext();
  // Refine's sider switches to its drawer below `lg`: the top bar follows the same rule.
  const phone = Grid.useBreakpoint().lg === false;
  return (
    <HeaderBar
      phone={phone}
      userName={user?.name}
      onOpenMenu={() => setMobileSiderOpen(true)}
      pause={owner ? <OwnerPause compact={phone} /> : undefined}
      notifications={
        owner || user?.role === 'admin' ? (
          <Suspense fallback={null}>
            <NotificationsMenu />
          </Suspense>
        ) : undefined
      }
    />
  );
}
