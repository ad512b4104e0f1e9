import { Type } from 'typebox';
import { Int, Moment, Money, Nullable, Str } from '../answers';

const SalesPoint = Type.Object({
  date: Str('YYYY-MM-DD, the first day of the bucket (UTC)'),
  totalOrder: Int(),
  success: Int(),
  refused: Int(),
});
const SalesOverview = Type.Object({
  totalSales: Money('Delivered sales'),
  totalOrders: Int(),
  orderTypes: Type.Object({ success: Int(), refused: Int() }),
});
export const SalesReport = Type.Object(
  {
    salesData: Type.Object({ daily: Type.Array(SalesPoint), weekly: Type.Array(SalesPoint), monthly: Type.Array(SalesPoint) }),
    salesOverviewData: Type.Object({ daily: SalesOverview, weekly: SalesOverview, monthly: SalesOverview }),
  },
  { $id: 'SalesReport' },
);
export const TopProducts = Type.Array(
  Type.Object({
    productId: Str(),
    productName: Str(),
    productImage: Str(),
    productPrix: Money('Its price'),
    totalOrdering: Int('Units sold'),
    totalRevenue: Money('What its delivered lines brought'),
  }),
);
export const AdminOverview = Type.Object(
  {
    since: Moment('Start of today (UTC)'),
    today: Type.Array(Type.Object({ kind: Str(), status: Str(), count: Int() })),
    revenueToday: Money("Today's delivered orders"),
    staleNew: Type.Object({
      count: Int(),
      orders: Type.Array(
        Type.Object({
          _id: Str(),
          commandNumber: Int(),
          kind: Str(),
          businessName: Nullable(Str()),
          createdAt: Moment('ISO 8601'),
          escalatedAt: Nullable(Moment('When every admin was alerted that nobody answered it')),
        }),
      ),
    }),
    partnersAwaiting: Int(),
    ridersAvailable: Int(),
  },
  { $id: 'AdminOverview' },
);
