import type { components } from '../../api/openapi';
import { operation, param, type EndpointTable } from './types';

/** A device the signed-in person is notified on (GET /push/subscriptions), as the contract declares it. */
export type PushDevice = components['schemas']['PushDevice'];

/**
 * Web Push: the key a browser subscribes with, and the person's devices (several, each removable).
 * `pushDevices.create` takes the browser's PushSubscription as `toJSON()` writes it.
 */
export const pushEndpoints: EndpointTable = {
  pushDevices: {
    getList: operation('listPushDevices', {
      method: 'GET',
      path: () => '/push/subscriptions',
      select: (answer): PushDevice[] => answer.data,
    }),
    create: operation('subscribePushDevice', {
      method: 'POST',
      path: () => '/push/subscriptions',
      select: (answer): PushDevice => answer.device,
    }),
    deleteOne: operation('removePushDevice', { method: 'DELETE', path: (p) => `/push/subscriptions/${param(p, 'id')}` }),
    key: operation('getPushKey', { method: 'GET', path: () => '/push/key' }),
  },
};
