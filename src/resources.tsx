import type { ResourceProps } from '@refinedev/core';
import {
  AuditOutlined,
  BankOutlined,
  ExceptionOutlined,
  CloudServerOutlined,
  AppstoreOutlined,
  BellOutlined,
  CarOutlined,
  ClockCircleOutlined,
  DashboardOutlined,
  GiftOutlined,
  HistoryOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  StarOutlined,
  TeamOutlined,
  UsergroupAddOutlined,
  WalletOutlined,
} from '@ant-design/icons';

const OWNERS = ['restaurant_owner', 'store_owner'] as const;

/** The entries of an admin's menu group: `/{name}/{kind}` each, under `parent`, identified `{name}-{kind}`. */
const adminLists = (name: string, parent: string, lists: [kind: string, label: string][]): ResourceProps[] =>
  lists.map(([kind, label]) => ({
    name,
    identifier: `${name}-${kind}`,
    list: `/${name}/${kind}`,
    meta: { label, parent, roles: ['admin'] },
  }));

/**
 * The resources the back-office declares, with the roles that may see each (`meta.roles`, read by the
 * access control provider). `name` is the data resource the endpoint table knows; `identifier` tells
 * apart the menu entries that share one (each role's order screens, the admin's partner lists).
 */
export function buildResources(t: (key: string) => string): ResourceProps[] {
  return [
    {
      name: 'dashboard',
      identifier: 'dashboard',
      list: '/dashboard',
      meta: { area: 'dashboard', icon: <DashboardOutlined />, label: t('nav.dashboard'), roles: ['admin', ...OWNERS, 'services_owner'] },
    },

    // Restaurant and services owners' menu, stores' products.
    {
      name: 'menus',
      list: '/manage/menu',
      meta: { area: 'menu', icon: <ReadOutlined />, label: t('nav.menu'), roles: ['restaurant_owner'] },
    },
    // A services business offers services, not dishes: its catalogue and settings are named for that.
    {
      name: 'menus',
      identifier: 'my-services',
      list: '/manage/menu',
      meta: { area: 'menu', icon: <ReadOutlined />, label: t('nav.myServices'), roles: ['services_owner'] },
    },
    {
      name: 'products',
      list: '/manage/product',
      meta: { area: 'menu', icon: <AppstoreOutlined />, label: t('nav.products'), roles: ['store_owner'] },
    },
    { name: 'packs', list: '/manage/pack', meta: { area: 'menu', icon: <GiftOutlined />, label: t('nav.packs'), roles: OWNERS } },
    {
      name: 'businesses',
      identifier: 'my-restaurant',
      list: '/manage/restaurant',
      meta: { area: 'settings', icon: <ShopOutlined />, label: t('nav.restaurant'), roles: ['restaurant_owner'] },
    },
    {
      name: 'businesses',
      identifier: 'my-business',
      list: '/manage/restaurant',
      meta: { area: 'settings', icon: <ShopOutlined />, label: t('nav.myBusiness'), roles: ['services_owner'] },
    },
    {
      name: 'businesses',
      identifier: 'my-store',
      list: '/manage/store',
      meta: { area: 'settings', icon: <ShopOutlined />, label: t('nav.store'), roles: ['store_owner'] },
    },
    {
      name: 'businesses',
      identifier: 'restaurant-info',
      list: '/settings',
      meta: { icon: <ShopOutlined />, label: t('nav.settings'), roles: ['admin_restaurant'] },
    },
    {
      name: 'schedules',
      list: '/manage/shedule',
      meta: { area: 'settings', icon: <ClockCircleOutlined />, label: t('nav.schedule'), roles: [...OWNERS, 'services_owner'] },
    },
    {
      name: 'orders',
      identifier: 'orders-now',
      list: '/orders/now',
      meta: { area: 'desk', icon: <BellOutlined />, label: t('nav.ordersNow'), roles: ['restaurant_owner', 'services_owner', 'rider'] },
    },
    {
      name: 'orders',
      identifier: 'orders-new',
      list: '/orders/new',
      meta: { area: 'desk', icon: <BellOutlined />, label: t('nav.ordersNew'), roles: ['store_owner'] },
    },
    {
      name: 'orders',
      identifier: 'orders-done',
      list: '/orders/done',
      meta: { area: 'desk', icon: <HistoryOutlined />, label: t('nav.ordersDone'), roles: [...OWNERS, 'services_owner', 'rider'] },
    },

    // The business's money: its owner's and managers' (the dashboard's area), never the desk's.
    {
      name: 'payments',
      list: '/payments',
      meta: { area: 'dashboard', icon: <WalletOutlined />, label: t('nav.payments'), roles: [...OWNERS, 'services_owner'] },
    },

    // What customers say: the desk reads it, the owner and managers reply.
    {
      name: 'reviews',
      list: '/reviews',
      meta: { area: 'desk', icon: <StarOutlined />, label: t('nav.reviews'), roles: [...OWNERS, 'services_owner'] },
    },

    // The business's team: its owner's alone.
    {
      name: 'team',
      list: '/team',
      meta: { icon: <UsergroupAddOutlined />, label: t('nav.team'), roles: [...OWNERS, 'services_owner'] },
    },

    // Admin.
    { name: 'users', identifier: 'partners', meta: { icon: <TeamOutlined />, label: t('nav.partners'), roles: ['admin'] } },
    ...adminLists('users', 'partners', [
      ['restaurant', t('nav.restaurants')],
      ['store', t('nav.stores')],
      ['services', t('nav.services')],
      ['delivery', t('nav.riders')],
      ['new', t('nav.newPartners')],
    ]),
    { name: 'orders', identifier: 'admin-orders', meta: { icon: <ShoppingCartOutlined />, label: t('nav.orders'), roles: ['admin'] } },
    ...adminLists('orders', 'admin-orders', [
      ['grocery', t('nav.groceryOrders')],
      ['restaurant', t('nav.restaurantOrders')],
      ['store', t('nav.storeOrders')],
    ]),
    { name: 'riders', list: '/data/rider', meta: { icon: <CarOutlined />, label: t('nav.riderList'), roles: ['admin'] } },
    { name: 'payouts', list: '/payouts', meta: { icon: <BankOutlined />, label: t('nav.payouts'), roles: ['admin'] } },
    {
      name: 'orderProblems',
      list: '/order-problems',
      meta: { icon: <ExceptionOutlined />, label: t('nav.orderProblems'), roles: ['admin'] },
    },
    {
      name: 'partnerRatings',
      identifier: 'ratings',
      list: '/reviews',
      meta: { icon: <StarOutlined />, label: t('nav.ratings'), roles: ['admin'] },
    },
    { name: 'audit', list: '/audit', meta: { icon: <AuditOutlined />, label: t('nav.auditLog'), roles: ['admin'] } },
    { name: 'system', list: '/system', meta: { icon: <CloudServerOutlined />, label: t('nav.system'), roles: ['admin'] } },
    {
      name: 'easyMarketCategories',
      list: '/EasyMarket/manage',
      meta: { icon: <ShoppingOutlined />, label: t('nav.easyMarket'), roles: ['admin'] },
    },

    {
      name: 'faqs',
      list: '/faqs',
      meta: {
        area: 'desk',
        icon: <QuestionCircleOutlined />,
        label: t('nav.faqs'),
        roles: [...OWNERS, 'services_owner', 'admin_restaurant', 'admin'],
      },
    },
  ];
}
