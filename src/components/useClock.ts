import { useGetIdentity, useTranslate } from '@refinedev/core';
import { clockNameKey, timeZoneOf, type TimeZone } from '../domain/clock';
import type { SessionUser } from '../domain/roles';

export interface Clock {
  /** The zone every time on screen is read in. */
  zone: TimeZone;
  /** Its name in the reader's language ("UTC", "Morocco time"), said once where times are listed. */
  name: string;
}

/** The signed-in account's clock (UTC until the person chooses Morocco time on their account screen). */
export function useClock(): Clock {
  const t = useTranslate();
  const { data } = useGetIdentity<SessionUser>();
  const zone = timeZoneOf(data?.timeZone);
  return { zone, name: t(clockNameKey(zone)) };
}
