import { Suspense } from 'react';
import { useGetIdentity } from '@refinedev/core';
import { Spin } from 'antd';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
import { destinationOf, type SessionUser } from './domain/roles';
import { staffMayUse, type StaffArea } from './domain/staff';
import { FullPageSpinner } from './components/FullPageSpinner';
import { PageErrorBoundary } from './components/PageErrorBoundary';
import { PrerenderHandover } from './components/PrerenderHandover';
import { tokenStore } from './providers/token';
import { page, type Page } from './lazyPage';
import { PublicRoutes } from './publicRoutes';
import { loadAppShell } from './signedIn';

// Public pages only the whole app shows (the others are in publicRoutes.tsx).
const ResetPasswordPage = page(() => import('./features/auth/ResetPasswordPage'));
const ConfirmEmailPage = page(() => import('./features/auth/ConfirmEmailPage'));
const PageViewsPage = page(() => import('./features/analytics/PageViewsPage'));

// Logged-in destinations other than the back-office.
const OnboardingPage = page(() => import('./features/onboarding/OnboardingPage'));
const RiderRedirectPage = page(() => import('./features/auth/RiderRedirectPage'));
const UnauthorizedPage = page(() => import('./features/auth/UnauthorizedPage'));

// The back-office, by role.
const AppShell = page(loadAppShell);
const OwnerDashboardPage = page(() => import('./features/dashboard/OwnerDashboardPage'));
const AdminDashboardPage = page(() => import('./features/dashboard/AdminDashboardPage'));
const FaqsPage = page(() => import('./features/faqs/FaqsPage'));
const CataloguePage = page(() => import('./features/catalogue/CataloguePage'));
const PacksPage = page(() => import('./features/packs/PacksPage'));
const SettingsPage = page(() => import('./features/business/SettingsPage'));
const SchedulePage = page(() => import('./features/business/SchedulePage'));
const OwnerOrdersPage = page(() => import('./features/orders/OwnerOrdersPage'));
const DoneOrdersPage = page(() => import('./features/orders/DoneOrdersPage'));
const AdminOrdersPage = page(() => import('./features/orders/AdminOrdersPage'));
const PartnersPage = page(() => import('./features/partners/PartnersPage'));
const RidersPage = page(() => import('./features/riders/RidersPage'));
const JournalPage = page(() => import('./features/riders/JournalPage'));
const EasyMarketPage = page(() => import('./features/easy-market/EasyMarketPage'));
const AuditLogPage = page(() => import('./features/audit/AuditLogPage'));
const SystemPage = page(() => import('./features/system/SystemPage'));
const PlaceholderPage = page(() => import('./components/PlaceholderPage'));
const ProfilePage = page(() => import('./features/profile/ProfilePage'));
const TeamPage = page(() => import('./features/team/TeamPage'));
const JoinTeamPage = page(() => import('./features/team/JoinTeamPage'));
const PayoutsPage = page(() => import('./features/payouts/PayoutsPage'));
const ReconciliationPage = page(() => import('./features/payouts/ReconciliationPage'));
const OrderProblemsPage = page(() => import('./features/order-problems/OrderProblemsPage'));
const PaymentsPage = page(() => import('./features/payments/PaymentsPage'));
const StatementPage = page(() => import('./features/payments/StatementPage'));
const InvoicePage = page(() => import('./features/payments/InvoicePage'));
const ReviewsPage = page(() => import('./features/reviews/ReviewsPage'));
const AdminReviewsPage = page(() => import('./features/reviews/AdminReviewsPage'));

type RouteTable = [path: string, Component: Page][];

/** A business's money: balance, weekly statements, invoices (its owner and managers). */
const payments: RouteTable = [
  ['/payments', PaymentsPage],
  ['/payments/statements/:id', StatementPage],
  ['/payments/invoices/:id', InvoicePage],
];

const placeholders: RouteTable = [
  ['/menu', PlaceholderPage],
  ['/orders', PlaceholderPage],
  ['/contact', PlaceholderPage],
  ['/profile', ProfilePage],
];

/** SPEC §2: each role's routes. Paths keep the product's spelling (shedule, shedual, besnise). */
export const ROLE_ROUTES: Record<string, RouteTable> = {
  admin: [
    ['/', AdminDashboardPage],
    ['/dashboard', AdminDashboardPage],
    ['/EasyMarket/manage', EasyMarketPage],
    ['/data/rider', RidersPage],
    ['/journal/:id', JournalPage],
    ['/audit', AuditLogPage],
    ['/system', SystemPage],
    ['/payouts', PayoutsPage],
    ['/payouts/reconciliation', ReconciliationPage],
    ['/order-problems', OrderProblemsPage],
    ['/reviews', AdminReviewsPage],
    // A partner's invoice, the business named in ?business= (the owners' page, read with an admin's rights).
    ['/payments/invoices/:id', InvoicePage],
    ['/settings/:besniseType/:id', SettingsPage],
    ['/packs/:besniseType/:id', PacksPage],
    ['/shedual/:besniseType/:id', SchedulePage],
    ['/besnise/:role/:id', CataloguePage],
    ['/users/:list', PartnersPage],
    ['/orders/:type', AdminOrdersPage],
    ['/orders/:type/:view', AdminOrdersPage],
    ['/faqs', FaqsPage],
    ['/profile', ProfilePage],
  ],
  restaurant_owner: [
    ['/', OwnerDashboardPage],
    ['/dashboard', OwnerDashboardPage],
    ['/manage/menu', CataloguePage],
    ['/manage/pack', PacksPage],
    ['/manage/restaurant', SettingsPage],
    ['/manage/shedule', SchedulePage],
    ['/manage/Shedule', SchedulePage],
    ['/orders/now', OwnerOrdersPage],
    ['/orders/done', DoneOrdersPage],
    ['/team', TeamPage],
    ['/faqs', FaqsPage],
    ...payments,
    ['/reviews', ReviewsPage],
    ...placeholders,
  ],
  store_owner: [
    ['/', OwnerDashboardPage],
    ['/dashboard', OwnerDashboardPage],
    ['/manage/product', CataloguePage],
    ['/manage/pack', PacksPage],
    ['/manage/shedule', SchedulePage],
    ['/manage/Shedule', SchedulePage],
    ['/manage/store', SettingsPage],
    ['/orders/new', OwnerOrdersPage],
    ['/orders/done', DoneOrdersPage],
    ['/team', TeamPage],
    ['/faqs', FaqsPage],
    ...payments,
    ['/reviews', ReviewsPage],
    ...placeholders,
  ],
  services_owner: [
    ['/dashboard', PlaceholderPage],
    ['/manage/restaurant', SettingsPage],
    ['/manage/menu', CataloguePage],
    ['/manage/shedule', SchedulePage],
    ['/manage/Shedule', SchedulePage],
    ['/orders/now', OwnerOrdersPage],
    ['/orders/done', DoneOrdersPage],
    ['/team', TeamPage],
    ['/faqs', FaqsPage],
    ...payments,
    ['/reviews', ReviewsPage],
    ...placeholders,
  ],
  admin_restaurant: [
    ['/settings', SettingsPage],
    ['/faqs', FaqsPage],
    ['/profile', ProfilePage],
  ],
};

/** Where `/` leads a role that has no page there. */
const HOME: Record<string, string> = { services_owner: '/dashboard', admin_restaurant: '/settings' };

/** The part of the business each page of an owner's belongs to; a staff member reaches only their role's (none: never). */
const PAGE_AREAS: Record<string, StaffArea> = {
  '/': 'dashboard',
  '/dashboard': 'dashboard',
  '/manage/menu': 'menu',
  '/manage/product': 'menu',
  '/manage/pack': 'menu',
  '/manage/restaurant': 'settings',
  '/manage/store': 'settings',
  '/manage/shedule': 'settings',
  '/manage/Shedule': 'settings',
  '/orders/now': 'desk',
  '/orders/new': 'desk',
  '/orders/done': 'desk',
  '/payments': 'dashboard',
  '/payments/statements/:id': 'dashboard',
  '/payments/invoices/:id': 'dashboard',
  '/reviews': 'desk',
  '/faqs': 'desk',
  '/profile': 'ownAccount',
};

/** The routes and home of a signed-in person: a staff member gets their business's pages their role may use, the desk first when there is no dashboard. */
function backOfficeOf(user: SessionUser): { table: RouteTable; home: string } {
  const table = ROLE_ROUTES[user.role] ?? [];
  const home = HOME[user.role] ?? '/';
  const staffRole = user.staff?.role;
  if (!staffRole) return { table, home };
  const allowed = table.filter(([path]) => staffMayUse(staffRole, PAGE_AREAS[path]));
  const homeAllowed = allowed.some(([path]) => path === home);
  const desk = allowed.find(([path]) => PAGE_AREAS[path] === 'desk')?.[0] ?? '/profile';
  return { table: allowed, home: homeAllowed ? home : desk };
}

function WholeAppPublicRoutes() {
  return (
    <PublicRoutes>
      <Route path="/reset-password/:id" element={<ResetPasswordPage />} />
      <Route path="/confirme/:id" element={<ConfirmEmailPage />} />
      <Route path="/join-team/:token" element={<JoinTeamPage />} />
      <Route path="/test" element={<PageViewsPage />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </PublicRoutes>
  );
}

/**
 * Fetches the shell and the page `pathname` shows this person together, not one after the other (both are lazy).
 * Called as soon as a login answers too, so the code is on its way while the app draws its providers.
 */
export function preloadBackOffice(user: SessionUser, pathname: string) {
  if (destinationOf(user) !== 'back-office' || !ROLE_ROUTES[user.role]) return;
  const { table, home } = backOfficeOf(user);
  const here = pathname === '/' && home !== '/' ? home : pathname;
  void AppShell.preload();
  void table.find(([path]) => matchPath(path, here))?.[1].preload();
}

function BackOfficeRoutes({ user }: { user: SessionUser }) {
  const { table, home } = backOfficeOf(user);
  preloadBackOffice(user, useLocation().pathname);
  return (
    <Routes>
      <Route element={<AppShell />}>
        {table.map(([path, Component]) => (
          <Route
            key={path}
            path={path}
            element={
              <PageErrorBoundary>
                <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '96px auto' }} />}>
                  <Component />
                </Suspense>
              </PageErrorBoundary>
            }
          />
        ))}
        {home !== '/' && <Route path="/" element={<Navigate to={home} replace />} />}
        <Route path="*" element={<Navigate to={home} replace />} />
      </Route>
    </Routes>
  );
}

/** Logged out: public pages. Logged in: onboarding, the rider site, 'Unauthorized Access' or the role's back-office. */
export function AppRoutes() {
  const { data: user, isLoading, isFetching, isError } = useGetIdentity<SessionUser | null>();
  // Right after login the identity is refetched: wait for it (even before the refetch starts) rather than
  // flash, and fetch, the landing page.
  const pending = isLoading || (!user && !!tokenStore.get() && (isFetching || !isError));
  return (
    <PageErrorBoundary fullPage>
      <Suspense fallback={<FullPageSpinner />}>
        {pending ? (
          <FullPageSpinner />
        ) : (
          <>
            <RoutesFor user={user ?? null} />
            {/* Mounts with the first real screen (same Suspense boundary): the prerendered page gives way then. */}
            <PrerenderHandover />
          </>
        )}
      </Suspense>
    </PageErrorBoundary>
  );
}

function RoutesFor({ user }: { user: SessionUser | null }) {
  if (!user) return <WholeAppPublicRoutes />;
  switch (destinationOf(user)) {
    case 'onboarding':
      return <OnboardingPage />;
    case 'rider-site':
      return <RiderRedirectPage />;
    case 'unauthorized':
      return <UnauthorizedPage />;
    default:
      return ROLE_ROUTES[user.role] ? <BackOfficeRoutes user={user} /> : <UnauthorizedPage />;
  }
}
