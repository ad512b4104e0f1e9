import { notifyOrderWaiting } from '../push/orderPushes';
import type { Delivery } from '../push/send';
import type { AppContext } from '../context';

/** The "still waiting" push to the devices of the order's owner (admins for Easy Market), sent by server/push. */
export type WaitingPush = (ctx: AppContext, orderId: string) => Promise<Delivery>;

export const waitingPush: WaitingPush = notifyOrderWaiting;
