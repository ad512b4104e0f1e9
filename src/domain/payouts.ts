import { hasControlCharacters, isInvisibleOnly } from './input';
import { SERVER_MSG } from './serverMessages';
import type { FieldErrors } from './validation';

/**
 * Paying partners their closed statements: an admin records the bank transfers of several statements at once,
 * with the bank's reference; each statement is settled once, paid to the partner (a positive net, to a verified
 * RIB) or collected from it (a negative one).
 */
export const MAX_PAYOUT_STATEMENTS = 200;
export const MAX_BANK_REFERENCE_CHARS = 64;

/**
 * What recording a payout did to one statement: paid (a positive or zero net), collected (a negative one), paid
 * already by someone else, or refused because the partner's RIB is missing or not verified since it changed.
 */
export const PAYOUT_OUTCOMES = ['paid', 'collected', 'alreadyPaid', 'ribMissing', 'ribUnverified'] as const;
export type PayoutOutcome = (typeof PAYOUT_OUTCOMES)[number];

export const PAYOUT_STATUSES = ['unpaid', 'paid'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export interface PayoutRequestInput {
  statementIds?: unknown;
  bankReference?: unknown;
}

/** 1 to 64 visible characters on one line, no control character. */
export function isBankReference(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.trim() !== '' &&
    value.length <= MAX_BANK_REFERENCE_CHARS &&
    !hasControlCharacters(value) &&
    !/[\r\n\t]/.test(value) &&
    !isInvisibleOnly(value)
  );
}

/** The problems of a payout request, field by field (the ids' form is the schema's: UUIDs). */
export function validatePayoutRequest(input: PayoutRequestInput): FieldErrors<keyof PayoutRequestInput> {
  const errors: FieldErrors<keyof PayoutRequestInput> = {};
  const ids = input.statementIds;
  if (!Array.isArray(ids) || ids.length < 1 || ids.length > MAX_PAYOUT_STATEMENTS || new Set(ids).size !== ids.length)
    errors.statementIds = SERVER_MSG.payoutStatementsInvalid;
  if (!isBankReference(input.bankReference)) errors.bankReference = SERVER_MSG.bankReferenceInvalid;
  return errors;
}

/** Banks keep 35 characters of a transfer's reference (the SEPA and SWIFT remittance field). */
export const TRANSFER_REFERENCE_CHARS = 35;

/** A transfer's reference: the statement's week and the business, "2026-11-16 Dar Zitoun". */
export const transferReference = (weekStart: string, businessName: string): string =>
  `${weekStart} ${businessName.replace(/\s+/g, ' ').trim()}`.slice(0, TRANSFER_REFERENCE_CHARS).trim();
