import { changesAnswer } from './changes';
import { Cancellation } from '../orderProblems/answers';
import { Type } from 'typebox';
import {
  Bool,
  GeoPoint,
  Int,
  Moment,
  Money,
  Nullable,
  Open,
  OptionChoice,
  OrderKind,
  Page,
  Str,
  enumOf,
  ownerFields,
  ref,
} from '../answers';

const LineOptions = Type.Array(Type.Object({ name: Str(), choices: Type.Array(OptionChoice) }, Open));
const ItemLine = Type.Object({
  product: Type.Object({ _id: Type.Object({ _id: Str(), name: Str(), image: Str(), prix: Money('Unit price') }) }),
  quantity: Int(),
  prixTotal: Money('The line: (price + options) × quantity'),
  options: LineOptions,
});
const GroceryLine = Type.Object({
  product: Type.Object({ _id: Str(), name: Str(), image: Str(), price: Money('Unit price') }),
  qty: Int(),
  prixTotal: Money('The line: price × quantity'),
  options: LineOptions,
});
export const Order = Type.Object(
  {
    _id: Str(),
    commandNumber: Int(),
    createdAt: Moment('ISO 8601'),
    updatedAt: Moment('ISO 8601'),
    kind: OrderKind,
    type_order: enumOf(['order', 'pack'] as const),
    user_id: Nullable(Type.Object({ _id: Str(), name: Str() }, { description: 'The customer' })),
    numberPhone: Str(),
    orders: Type.Array(Type.Union([ItemLine, GroceryLine]), { description: 'The lines (Easy Market lines carry `qty`)' }),
    deleveryFee: Money('Delivery fee'),
    totalPrix: Money('The lines (or the pack) and the delivery fee'),
    statusOrders: Str('new, waiting, confirme, comming, succes, refusée or annulée (cancelled)'),
    statusPreparing: Bool(),
    statusSending: Bool(),
    message: Str(),
    preparationMinutes: Nullable(Int()),
    readyAt: Nullable(Moment('ISO 8601')),
    refusalReason: Nullable(Str('One of the refusal reasons, or noAnswer when it was refused automatically')),
    refusalNote: Nullable(Str()),
    autoAccepted: Bool("Accepted by the business's auto-accept setting, not by a person"),
    decidedBy: Nullable(
      Str('The name of the person who accepted or refused it (the owner or a staff member); null when automatic or not answered yet'),
    ),
    escalatedAt: Nullable(Moment('When every admin was alerted that nobody answered it')),
    cancellation: Nullable(ref(Cancellation)),
    refunded: Money('What refunds gave back to the customer, added up'),
    version: Int('1 as placed; one more each time the business changed it before pickup'),
    ...ownerFields,
    business: Nullable(Type.Object({ _id: Str(), name: Str(), type: Str() })),
    pack: Type.Optional(
      Nullable(Type.Object({ _id: Str(), name: Str(), image: Str(), price: Money('Its price now') }, { description: 'Pack orders' })),
    ),
    price: Type.Optional(Nullable(Money("The pack's price (pack orders)"))),
    rider_id: Nullable(
      Type.Object({
        _id: Str(),
        Number_Rider: Nullable(Int()),
        user_id: Type.Object({ _id: Str(), name: Str(), phone: Str() }),
        currentLocation: Nullable(GeoPoint),
      }),
    ),
  },
  { $id: 'Order' },
);
/** Item orders and pack orders apart, every one of them (SPEC §7). */
export const SplitOrders = Type.Object({ orders: Type.Array(ref(Order)), ordersPack: Type.Array(ref(Order)) });
/** One page of orders; its total counted up to COUNT_CAP unless `exactTotal` asked for every one. */
const OrderPage = Type.Object({
  ...Page(ref(Order)).properties,
  totalCapped: Bool('True when counting stopped at the cap: there are at least `total` orders ("10,000+")'),
  next: Nullable(Str('The cursor of the page after this one (`?cursor=`, with its page number); null on the last page')),
});
export const OrderList = Type.Union([SplitOrders, OrderPage, changesAnswer(ref(Order))], {
  description:
    'Without `page` every order, items and packs apart; with it one page (both together) and the total; with `since` the changes after it',
});
export const OrderChange = Type.Object({ msg: Str(), order: ref(Order) });
export const OrderAnswer = Type.Object({ order: ref(Order) });
