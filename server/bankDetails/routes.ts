import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import {
  ICE_DIGITS,
  MAX_LEGAL_ADDRESS_CHARS,
  MAX_LEGAL_NAME_CHARS,
  normalizeRib,
  RIB_DIGITS,
  RIB_TEXT_PATTERN,
  storedIce,
  storedLegalText,
  validateBankDetails,
} from '../../src/domain/legalIdentity';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import { assertOwnerOrAdmin } from '../access';
import { ref } from '../answers';
import { audit } from '../audit/record';
import type { AppContext } from '../context';
import { businesses } from '../db/schema';
import { assertValid, conflict } from '../errors';
import { bodyOf, Id, params, typed } from '../schemas';
import { BankDetails } from './answers';
import { bankDetailsJson, bankRowOf, ribJson, type BankRow } from './read';

const OWNERS = ['restaurant_owner', 'store_owner', 'services_owner'] as const;
const ofBusiness = params({ businessId: Id });

/** An ICE as typed (spaces allowed), blank or null to clear it. */
const ICE_OR_BLANK_PATTERN = `^ *(([0-9] *){${ICE_DIGITS}})?$`;

const BankDetailsBody = bodyOf({
  legalName: Type.Optional(
    Type.String({ maxLength: MAX_LEGAL_NAME_CHARS, description: `Up to ${MAX_LEGAL_NAME_CHARS} characters, one line; blank clears it` }),
  ),
  legalAddress: Type.Optional(
    Type.String({ maxLength: MAX_LEGAL_ADDRESS_CHARS, description: `Up to ${MAX_LEGAL_ADDRESS_CHARS} characters; blank clears it` }),
  ),
  ice: Type.Optional(
    Type.Union([Type.String({ pattern: ICE_OR_BLANK_PATTERN, maxLength: 40 }), Type.Null()], {
      description: `${ICE_DIGITS} digits (spaces allowed); null or blank clears it`,
    }),
  ),
  rib: Type.Optional(
    Type.String({
      pattern: RIB_TEXT_PATTERN,
      maxLength: 64,
      description: `A Moroccan RIB: ${RIB_DIGITS} digits (spaces allowed) with a matching key; a new one waits for an admin's verification`,
    }),
  ),
});

/** What the audit log keeps of the bank details: everything, the RIB masked. */
const audited = (row: BankRow) => ({
  legalName: row.legalName,
  legalAddress: row.legalAddress,
  ice: row.ice,
  rib: ribJson(row)?.masked ?? null,
  ribVerified: row.ribVerifiedAt !== null,
});

/**
 * GET/PUT /businesses/{businessId}/bank-details: the legal identity the commission invoices are made out to and
 * the RIB payouts go to; read by the owner, a manager and admins, changed by the owner alone. A new RIB waits
 * for an admin's verification (POST /admin/businesses/{businessId}/rib/verify) before the next payout.
 */
export async function bankDetailsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = typed(app);

  api.get(
    '/api/businesses/:businessId/bank-details',
    {
      config: { access: { roles: ['admin', ...OWNERS] } },
      schema: {
        operationId: 'getBankDetails',
        summary: "Read a business's legal identity and bank details (the RIB masked)",
        params: ofBusiness,
        response: { 200: ref(BankDetails) },
      },
    },
    async (req) => {
      const row = await bankRowOf(ctx.db, req.params.businessId);
      assertOwnerOrAdmin(req.user!, row.owner);
      return bankDetailsJson(row);
    },
  );

  api.put(
    '/api/businesses/:businessId/bank-details',
    {
      config: {
        access: { roles: OWNERS },
        // Where the money goes: a fresh second factor (or the password) first.
        stepUp: true,
        refusal: { body: (body) => validateBankDetails(Object(body)) },
        ownerFirst: async (req) => {
          const row = await bankRowOf(ctx.db, (req.params as { businessId: string }).businessId);
          assertOwnerOrAdmin(req.user!, row.owner);
        },
      },
      schema: {
        operationId: 'setBankDetails',
        summary: "Change a business's legal identity and bank details (its owner)",
        params: ofBusiness,
        body: BankDetailsBody,
        response: { 200: ref(BankDetails) },
      },
    },
    async (req) => {
      const body = req.body;
      const found = await bankRowOf(ctx.db, req.params.businessId);
      assertOwnerOrAdmin(req.user!, found.owner);
      assertValid(validateBankDetails(body));
      const row = await ctx.db.transaction(async (tx) => {
        const before = await bankRowOf(tx, found._id, true);
        const changes: Partial<BankRow> = {};
        if (body.legalName !== undefined) changes.legalName = storedLegalText(body.legalName);
        if (body.legalAddress !== undefined) changes.legalAddress = storedLegalText(body.legalAddress);
        if (body.ice !== undefined) changes.ice = storedIce(body.ice);
        // A new RIB is paid to only once an admin verified it: the verification of the old one does not carry over.
        if (body.rib !== undefined && normalizeRib(body.rib) !== before.rib)
          Object.assign(changes, { rib: normalizeRib(body.rib), ribVerifiedAt: null, ribChangedAt: ctx.now().toISOString() });
        const after = { ...before, ...changes };
        if (JSON.stringify(audited(after)) === JSON.stringify(audited(before))) return before;
        await tx.update(businesses).set(changes).where(eq(businesses._id, before._id));
        await audit(tx, req.user!, {
          action: 'business.bankDetails',
          targetType: before.type,
          targetId: before._id,
          before: audited(before),
          after: audited(after),
        });
        return after;
      });
      return bankDetailsJson(row);
    },
  );

  api.post(
    '/api/admin/businesses/:businessId/rib/verify',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        operationId: 'verifyRib',
        summary: "Verify a business's RIB: payouts may go to it from now on",
        params: ofBusiness,
        body: bodyOf({
          ribChangedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
            description: "The RIB's `changedAt` as the admin saw it: a RIB entered since is not verified unseen (409 ribChanged)",
          }),
        }),
        response: { 200: ref(BankDetails) },
      },
    },
    async (req) => {
      const row = await ctx.db.transaction(async (tx) => {
        const before = await bankRowOf(tx, req.params.businessId, true);
        if (before.rib === null) throw conflict(SERVER_MSG.ribMissing);
        const seen = req.body.ribChangedAt === null ? null : new Date(req.body.ribChangedAt).getTime();
        const current = before.ribChangedAt === null ? null : new Date(before.ribChangedAt).getTime();
        if (seen !== current) throw conflict(SERVER_MSG.ribChanged, 'ribChanged');
        if (before.ribVerifiedAt !== null) return before;
        const verifiedAt = ctx.now().toISOString();
        await tx.update(businesses).set({ ribVerifiedAt: verifiedAt }).where(eq(businesses._id, before._id));
        const after = { ...before, ribVerifiedAt: verifiedAt };
        await audit(tx, req.user!, {
          action: 'business.ribVerify',
          targetType: before.type,
          targetId: before._id,
          before: { rib: ribJson(before)!.masked, verifiedAt: null },
          after: { rib: ribJson(after)!.masked, verifiedAt },
        });
        return after;
      });
      return bankDetailsJson(row);
    },
  );
}
