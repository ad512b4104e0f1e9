import { dateIn, timeIn, type TimeZone } from '../../domain/clock';

/** An order's hours:minutes on the reader's clock (UTC unless the account chose Morocco time). */
export const orderTime = (createdAt: string | undefined, zone: TimeZone): string => timeIn(createdAt, zone);

/** The day an order was placed on the reader's clock, for history lists that span weeks. */
export const orderDay = (createdAt: string | undefined, zone: TimeZone): string => dateIn(createdAt, zone);
