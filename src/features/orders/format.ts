import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

import { formatDate } from '../../domain/dates';

dayjs.extend(utc);

/** Order times are shown as UTC hours:minutes (SPEC §1, DESIGN §3). */
export function orderTime(createdAt: string | undefined): string {
  if (!createdAt) return '';
  const d = dayjs.utc(createdAt);
  return d.isValid() ? d.format('HH:mm') : '';
}

/** The day an order was placed (UTC), for history lists that span weeks. */
export const orderDay = (createdAt: string | undefined): string => formatDate(createdAt);
