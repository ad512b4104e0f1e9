/** The demo logins the README lists and the tests sign in with; data/accounts.json names them by these keys. */
export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_ACCOUNTS = {
  admin: 'admin@demo.ma',
  restaurant: 'resto@demo.ma',
  store: 'store@demo.ma',
  services: 'services@demo.ma',
  adminRestaurant: 'adminresto@demo.ma',
  unverified: 'new@demo.ma',
  rider: 'rider@demo.ma',
  client: 'client@demo.ma',
} as const;
