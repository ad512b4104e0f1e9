import { Type } from 'typebox';
import { BusinessKind, Int, Page, ref, Str } from '../answers';
import { Order } from '../orders/answers';

const WeekStart = Str('The Monday the week starts on (YYYY-MM-DD, Morocco)');

/** What the admin's desk and overview count. */
export const ProblemsSummary = Type.Object({
  openDisputes: Int('Disputes waiting for an admin’s decision'),
  late: Int('Accepted orders not on the road whose ready time has passed'),
  cancelledThisWeek: Int('Orders cancelled this week (Morocco’s clock)'),
  refundsThisWeek: Int('Refunds made this week'),
  weekStart: WeekStart,
});

/** A business's week: its orders placed that week, how many were cancelled, how many delivered ones were refunded. */
const ratesFields = {
  businessId: Str(),
  name: Str(),
  type: BusinessKind,
  orders: Int('Orders placed in the week'),
  cancelled: Int('Of which cancelled'),
  cancellationRate: Type.Integer({ minimum: 0, maximum: 10_000, description: 'cancelled / orders, in basis points (0 without orders)' }),
  delivered: Int('Of which delivered'),
  refunds: Int('Delivered orders of the week refunded at least once'),
  refundRate: Type.Integer({ minimum: 0, maximum: 10_000, description: 'refunds / delivered, in basis points (0 without deliveries)' }),
};
export const ProblemRates = Type.Object({ ...ratesFields, weekStart: WeekStart });
export const ProblemRatesPage = Type.Object({ ...Page(Type.Object(ratesFields)).properties, weekStart: WeekStart });

/** One page of orders and how many there are in all. */
export const OrderPage = Page(ref(Order));
