import { useSyncExternalStore } from 'react';
import { orderAlarm, type AlarmState, type OrderAlarm } from './orderAlarm';

/** The alarm's state, re-rendering when it changes. */
export function useOrderAlarm(alarm: OrderAlarm = orderAlarm): AlarmState {
  return useSyncExternalStore(alarm.subscribe, alarm.getState, alarm.getState);
}
