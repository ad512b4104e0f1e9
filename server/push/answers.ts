import { Type } from 'typebox';
import { Moment, Str } from '../answers';

/** The VAPID public key browsers subscribe with (the private one never leaves the server). */
export const PushKeyAnswer = Type.Object({
  publicKey: Str('The application server key, base64url (P-256, uncompressed point)'),
});

/** One device a person is notified on. */
export const PushDevice = Type.Object(
  {
    _id: Str('The subscription id'),
    browser: Str('The browser and system it was made on: "Chrome · Android"'),
    endpoint: Str("The push service's address for this browser: the SPA finds this device's row by it"),
    createdAt: Moment('When notifications were turned on there'),
  },
  { $id: 'PushDevice' },
);
