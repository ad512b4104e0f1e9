import { dateIn, timeIn, type TimeZone } from '../../domain/clock';

/** An order's hours:minutes on the reader's clock (UTC unless the account chose Morocco time). */
export const orderTime = (createdAt: string | undefined, zone: TimeZone): string => timeIn(createdAt, zone);

/** The day an order was placed on the reader's clock, for history lists that span weeks. */
export const orderDay = (createdAt: string | undefined, zone: TimeZone): string => dateIn(createdAt, zone);

/** Latin text (a date and time) kept whole and left to right inside a sentence of either direction (Unicode's LRI … PDI). */
export const leftToRight = (text: string) => `\u2066${text}\u2069`;

/** Text of its own direction (an amount with its currency) kept whole inside a sentence (Unicode's FSI … PDI). */
export const isolated = (text: string) => `\u2068${text}\u2069`;
