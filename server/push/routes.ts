import type { FastifyInstance } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import { NoContent, ref } from '../answers';
import type { AppContext } from '../context';
import { pushSubscriptions } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { Id, params, typed } from '../schemas';
import { PushDevice, PushKeyAnswer } from './answers';
import { browserName } from './browserName';
import { assertVapidOverride, vapidKeys } from './keys';
import { NEW_ORDER_PUSH, newOrderPushHandler } from './orderPushes';

/** Who hears about new orders: the owners of a business, and admins (Easy Market). */
const access = { config: { access: { roles: ['admin', 'restaurant_owner', 'store_owner', 'services_owner'] as const } } };

const Base64Url = (description: string, minLength: number, maxLength: number) =>
  Type.String({ pattern: '^[A-Za-z0-9_-]+={0,2}$', minLength, maxLength, description });

/** A browser's PushSubscription as `toJSON()` writes it. */
const SubscriptionBody = Type.Object(
  {
    endpoint: Type.String({ pattern: '^https://', maxLength: 2048, description: "The push service's https address for this browser" }),
    expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    keys: Type.Object(
      {
        p256dh: Base64Url("The browser's P-256 public key (65 bytes), base64url", 86, 90),
        auth: Base64Url("The browser's authentication secret (16 bytes), base64url", 21, 26),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

const deviceOf = (row: typeof pushSubscriptions.$inferSelect) => ({
  _id: row._id,
  browser: row.browser,
  endpoint: row.endpoint,
  createdAt: row.createdAt,
});

const decoded = (value: string) => Buffer.from(value.replace(/=+$/, ''), 'base64url');

/** Web Push: the key browsers subscribe with, and each person's devices (several per person, removable). */
export async function pushRoutes(app: FastifyInstance, ctx: AppContext) {
  assertVapidOverride(ctx);
  ctx.jobs.handle(NEW_ORDER_PUSH, newOrderPushHandler(ctx, app.log));
  const api = typed(app);

  api.get(
    '/api/push/key',
    { ...access, schema: { operationId: 'getPushKey', summary: 'Read the Web Push public key', response: { 200: PushKeyAnswer } } },
    async () => {
      return { publicKey: (await vapidKeys(ctx)).publicKey };
    },
  );

  api.get(
    '/api/push/subscriptions',
    {
      ...access,
      schema: {
        operationId: 'listPushDevices',
        summary: "List the account's notified devices",
        response: { 200: Type.Object({ data: Type.Array(ref(PushDevice)) }) },
      },
    },
    async (req) => {
      const rows = await ctx.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, req.user!._id))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions._id));
      return { data: rows.map(deviceOf) };
    },
  );

  /** This browser's subscription, for the signed-in person; the same browser subscribing again replaces its row. */
  api.post(
    '/api/push/subscriptions',
    {
      ...access,
      schema: {
        operationId: 'subscribePushDevice',
        summary: 'Notify this device of new orders',
        body: SubscriptionBody,
        response: { 201: Type.Object({ device: ref(PushDevice) }) },
      },
    },
    async (req, reply) => {
      const { endpoint, keys } = req.body;
      const p256dh = decoded(keys.p256dh);
      if (p256dh.length !== 65 || p256dh[0] !== 4) throw badRequest(SERVER_MSG.pushKeyInvalid);
      if (decoded(keys.auth).length !== 16) throw badRequest(SERVER_MSG.pushAuthInvalid);
      if (!URL.canParse(endpoint)) throw badRequest(SERVER_MSG.pushEndpointInvalid);
      const row = {
        userId: req.user!._id,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        browser: browserName(req.headers['user-agent']),
      };
      const [device] = await ctx.db
        .insert(pushSubscriptions)
        .values(row)
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...row, createdAt: sql`now()` } })
        .returning();
      return reply.code(201).send({ device: deviceOf(device!) });
    },
  );

  /** Stops notifying one device; another person's device is not found. */
  api.delete(
    '/api/push/subscriptions/:id',
    {
      ...access,
      schema: {
        operationId: 'removePushDevice',
        summary: 'Stop notifying a device',
        params: params({ id: Id }),
        response: { 204: NoContent },
      },
    },
    async (req, reply) => {
      const gone = await ctx.db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions._id, req.params.id), eq(pushSubscriptions.userId, req.user!._id)))
        .returning({ _id: pushSubscriptions._id });
      if (gone.length === 0) throw notFound(SERVER_MSG.deviceNotFound);
      return reply.code(204).send();
    },
  );
}
