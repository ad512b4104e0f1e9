import { useEffect } from 'react';
import { useGetIdentity, useTranslate } from '@refinedev/core';
import { ThemedLayout, ThemedTitle, useThemedLayoutContext } from '@refinedev/antd';
import { ShopOutlined } from '@ant-design/icons';
import { Navigate, Outlet, useLocation } from 'react-router';
import { NewVersionNotice } from './NewVersionNotice';
import { StepUpDialog } from './StepUpDialog';
import { OfflineBanner } from './OfflineBanner';
import { ADMIN_ORDER_KINDS } from '../domain/orders';
import { businessTypeOf, type BusinessType, type SessionUser } from '../domain/roles';
import type { OrderListSource } from '../providers/endpoints/orders';
import { liveProvider } from '../providers/liveProvider';
import { tokenStore } from '../providers/token';
import { LiveStatusBanner } from './LiveStatusBanner';
import { AppHeader } from './AppHeader';
import { EscalationAlerts } from './EscalationAlerts';
import { LiveOrderAlerts } from './LiveOrderAlerts';
import { NewReviewNotices } from './NewReviewNotices';
import { ClosedBanner } from './OwnerServiceBar';
import { useCurrentBusiness } from './useCurrentBusiness';

/**
 * Keeps the socket in the rooms this user may hear and says so while it is not connected; a session the
 * server ended (a logout elsewhere, a password reset) goes to the login screen.
 */
function LiveConnection({ user }: { user: SessionUser }) {
  useEffect(() => {
    if (user.role === 'admin') liveProvider.join({ event: 'joinAdminRoom' });
    return liveProvider.onStatus((status) => {
      // This tab's own logout goes to the landing page (authProvider), not to the login screen.
      if (status !== 'ended' || tokenStore.isLeaving()) return;
      tokenStore.remove();
      window.location.assign('/login');
    });
  }, [user]);
  const alerts = user.role === 'admin' ? <AdminOrderAlerts /> : businessTypeOf(user.role) ? <OwnerOrderAlerts /> : null;
  if (!alerts) return null;
  return (
    <>
      <LiveStatusBanner live={liveProvider} />
      {alerts}
    </>
  );
}

const JOIN_EVENT: Record<BusinessType, string> = {
  restaurant: 'joinRestaurantRoom',
  store: 'joinStoreRoom',
  services: 'joinServicesRoom',
};

/** An owner's socket joins their business's room; new orders ring and show a toast. */
function OwnerOrderAlerts() {
  const { business, type } = useCurrentBusiness<{ _id: string }>();
  const businessId = business?._id;
  useEffect(() => {
    if (businessId && type) liveProvider.join({ event: JOIN_EVENT[type], arg: businessId });
  }, [businessId, type]);
  if (!businessId || !type) return null;
  const sources: OrderListSource[] = [{ source: 'owner', type, businessId, statuses: ['new'] }];
  return (
    <>
      <LiveOrderAlerts audience="owner" newOrdersPath={() => (type === 'store' ? '/orders/new' : '/orders/now')} countSources={sources} />
      <NewReviewNotices />
    </>
  );
}

const ADMIN_NEW_SOURCES: OrderListSource[] = ADMIN_ORDER_KINDS.map((type) => ({ source: 'admin', type, status: 'new' }));

function AdminOrderAlerts() {
  return (
    <>
      <EscalationAlerts />
      <LiveOrderAlerts
        audience="admin"
        newOrdersPath={(kind) => `/orders/${kind && (ADMIN_ORDER_KINDS as readonly string[]).includes(kind) ? kind : 'grocery'}/new`}
        countSources={ADMIN_NEW_SOURCES}
      />
    </>
  );
}

/** Hidden until it has the keyboard focus: the first Tab of a page offers to jump over the navigation. */
const SKIP_LINK_STYLE = `
.skip-link { position: absolute; left: 8px; top: -48px; z-index: 1100; padding: 8px 16px; border-radius: 6px;
  background: #fff; color: #0b57c2; font-weight: 600; box-shadow: 0 2px 8px rgba(0,0,0,.2); }
.skip-link:focus { top: 8px; }
#content:focus { outline: none; }`;

/**
 * Refine's sider draws its collapse button with an arrow icon only ("left" to a screen reader): name it
 * after what it does, and say whether the menu is open.
 */
function SiderButtonName() {
  const t = useTranslate();
  const { siderCollapsed } = useThemedLayoutContext();
  useEffect(() => {
    const button = document.querySelector<HTMLButtonElement>('.app-shell .ant-layout-sider-trigger button');
    if (!button) return;
    button.setAttribute('aria-label', t(siderCollapsed ? 'app.expandMenu' : 'app.collapseMenu'));
    button.setAttribute('aria-expanded', String(!siderCollapsed));
    button.querySelector('.anticon')?.setAttribute('aria-hidden', 'true');
  }, [siderCollapsed, t]);
  return null;
}

/** The logged-in layout: side navigation per role, a top bar with the menu on phones, Log out. */
export default function AppShell() {
  const t = useTranslate();
  const { data: user } = useGetIdentity<SessionUser>();
  const location = useLocation();
  return (
    <div className="app-shell">
      <style>{SKIP_LINK_STYLE}</style>
      <a className="skip-link" href="#content">
        {t('app.skipToContent')}
      </a>
      <ThemedLayout
        Header={AppHeader}
        Title={({ collapsed }) => <ThemedTitle collapsed={collapsed} text={t('app.name')} icon={<ShopOutlined />} />}
      >
        <SiderButtonName />
        <div id="content" tabIndex={-1}>
          <OfflineBanner />
          <NewVersionNotice />
          {user && <LiveConnection user={user} />}
          <StepUpDialog />
          {/* An admin who must turn two-factor sign-in on does that before anything else. */}
          {user?.twoFactorRequired && location.pathname !== '/profile' && <Navigate to="/profile" replace />}
          {user && businessTypeOf(user.role) && <ClosedBanner />}
          <Outlet />
        </div>
      </ThemedLayout>
    </div>
  );
}
