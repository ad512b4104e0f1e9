import { Type } from 'typebox';
import { Bool, GeoPoint, Int, Moment, Money, Nullable, OrderKind, Page, Str, enumOf, ref } from '../answers';
import { RIDER_AVAILABILITIES } from '../../src/domain/riderStats';

const riderFields = {
  riderId: Str(),
  _id: Str(),
  Number_Rider: Int(),
  name: Str(),
  email: Str(),
  phone: Str(),
  verified: Bool(),
  avability: enumOf(RIDER_AVAILABILITIES),
  currentLocation: Nullable(GeoPoint),
};
export const Rider = Type.Object(riderFields, { $id: 'Rider' });
const KindCounts = Type.Object({ grocery: Int(), restaurant: Int(), store: Int() });
const RiderListRow = Type.Object({
  ...riderFields,
  totalOrders: Type.Object(
    { day: KindCounts, week: KindCounts, month: KindCounts, allTime: KindCounts },
    { description: 'Delivered orders today, this week, this month and ever (UTC)' },
  ),
});
export const RiderList = Type.Union([Type.Array(RiderListRow), Page(RiderListRow)]);
export const RiderPayment = Type.Object(
  { _id: Str(), riderId: Str(), amount: Money('Paid to the rider'), paidBy: Nullable(Str()), createdAt: Moment() },
  { $id: 'RiderPayment' },
);
const journalFields = {
  _id: Str(),
  commandNumber: Int(),
  createdAt: Moment(),
  statusOrders: Str(),
  kind: OrderKind,
  type_order: enumOf(['order', 'pack'] as const),
  deleveryFee: Money('Delivery fee'),
  totalPrix: Money('What the customer paid, delivery included'),
  prixActual: Money('What the goods cost the marketplace (Easy Market)'),
};
const JournalOrder = Type.Object(journalFields);
const FeeJournal = Type.Object({
  CommandFee: Type.Array(
    Type.Object({ type: enumOf(['restaurant', 'store', 'packs'] as const), totalGain: Money(), total: Int(), cencel: Int(), fee: Money() }),
  ),
  easyFee: Type.Object({ fee: Money(), PrixTotal: Money(), PrixActual: Money() }),
});
const RiderJournal = Type.Object({
  rider: ref(Rider),
  FeeJournal,
  journal: Type.Object({
    easy: Type.Array(JournalOrder),
    restaurant: Type.Array(JournalOrder),
    store: Type.Array(JournalOrder),
    packs: Type.Array(JournalOrder),
  }),
  totalToPay: Money('What the period pays the rider'),
  lastPayment: Nullable(ref(RiderPayment)),
});
export const JournalAnswer = Type.Union([RiderJournal, Page(Type.Object({ ...journalFields, paymentId: Nullable(Str()) }))], {
  description: 'Without `page` the journal since the last payment; with it one page of every order the rider carried',
});
export const PaymentAnswer = Type.Object({ message: Str(), payment: ref(RiderPayment), settledOrders: Int() });
