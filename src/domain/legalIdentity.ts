import { hasControlCharacters, isInvisibleOnly } from './input';
import { SERVER_MSG } from './serverMessages';
import type { FieldErrors } from './validation';

/**
 * Who a partner is in law and where its payouts go: the legal name and address its commission invoices are
 * made out to, its ICE (Identifiant Commun de l'Entreprise) when it has one, and its Moroccan RIB.
 */

export const ICE_DIGITS = 15;
/** A RIB: bank (3), city (3), account (16) and a 2-digit key that makes the whole number a multiple of 97. */
export const RIB_DIGITS = 24;
export const MAX_LEGAL_NAME_CHARS = 120;
export const MAX_LEGAL_ADDRESS_CHARS = 300;

/** As typed: digits, with spaces between them (a RIB is printed in groups); no other separator. */
export const RIB_TEXT_PATTERN = `^ *([0-9] *){${RIB_DIGITS}}$`;
export const ICE_TEXT_PATTERN = `^ *([0-9] *){${ICE_DIGITS}}$`;

const onlyDigits = (text: string) => text.replace(/ +/g, '');

/** An ICE field left empty (spaces at most): it clears the ICE. */
const isBlankIce = (value: string) => /^ *$/.test(value);

/** A RIB as stored: its digits only, spaces dropped ("011 810 …" → "011810…"). */
export const normalizeRib = (typed: string): string => onlyDigits(typed);
export const normalizeIce = (typed: string): string => onlyDigits(typed);

/** The 2-digit key of a RIB's first 22 digits: what makes the 24-digit number ≡ 0 (mod 97). */
export function ribKey(first22: string): string {
  return String(97n - ((BigInt(first22) * 100n) % 97n)).padStart(2, '0');
}

/**
 * 24 digits (spaces allowed as typed) whose key matches: the whole number is a multiple of 97, with the key
 * from 01 to 97 as banks compute it (98, 99 or 00 would pass the sum for a few accounts, never a bank's key).
 */
export function isRib(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const digits = normalizeRib(value);
  if (!new RegExp(`^\\d{${RIB_DIGITS}}$`).test(digits)) return false;
  return BigInt(digits) % 97n === 0n && digits.slice(-2) === ribKey(digits.slice(0, -2));
}

/** 15 digits (spaces allowed as typed). */
export function isIce(value: unknown): value is string {
  return typeof value === 'string' && new RegExp(`^\\d{${ICE_DIGITS}}$`).test(normalizeIce(value));
}

const HIDDEN = '•';

/** A RIB as lists show it: six groups of four, only the last four digits visible: "•••• •••• •••• •••• •••• 3456". */
export function maskRib(rib: string): string {
  const digits = normalizeRib(rib);
  const shown = HIDDEN.repeat(Math.max(0, digits.length - 4)) + digits.slice(-4);
  return shown.match(/.{1,4}/gu)!.join(' ');
}

/** What an owner sends: each field optional; a blank legal name or address, or a null ICE, clears it. */
export interface BankDetailsInput {
  legalName?: unknown;
  legalAddress?: unknown;
  ice?: unknown;
  rib?: unknown;
}
export type BankDetailsField = keyof BankDetailsInput;

function textProblem(value: unknown, max: number, tooLong: string, oneLine: boolean): string | undefined {
  if (typeof value !== 'string') return SERVER_MSG.invalidRequest;
  if (hasControlCharacters(value)) return SERVER_MSG.textHasControl;
  if (oneLine && /[\r\n]/.test(value)) return SERVER_MSG.legalNameOneLine;
  if (isInvisibleOnly(value)) return SERVER_MSG.nameInvisible;
  if (value.length > max) return tooLong;
  return undefined;
}

/** The problems of a bank details change, field by field; empty when it can be saved. */
export function validateBankDetails(input: BankDetailsInput): FieldErrors<BankDetailsField> {
  const errors: FieldErrors<BankDetailsField> = {};
  if (input.legalName !== undefined)
    errors.legalName = textProblem(input.legalName, MAX_LEGAL_NAME_CHARS, SERVER_MSG.legalNameTooLong, true);
  if (input.legalAddress !== undefined)
    errors.legalAddress = textProblem(input.legalAddress, MAX_LEGAL_ADDRESS_CHARS, SERVER_MSG.legalAddressTooLong, false);
  if (input.ice !== undefined && input.ice !== null && !(typeof input.ice === 'string' && isBlankIce(input.ice)) && !isIce(input.ice))
    errors.ice = SERVER_MSG.iceInvalid;
  if (input.rib !== undefined && !isRib(input.rib)) errors.rib = SERVER_MSG.ribInvalid;
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<BankDetailsField>;
}

/** The stored value of a legal text: trimmed, null when blank. */
export const storedLegalText = (value: string): string | null => value.trim() || null;
/** The stored ICE: its digits, null when cleared (null or blank). */
export const storedIce = (value: string | null): string | null => (value === null || isBlankIce(value) ? null : normalizeIce(value));
