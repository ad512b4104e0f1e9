import { MSG, type MessageKey } from './messages';

/**
 * Error messages the API answers that the specification does not word, each under the stable `code` the
 * answer carries (`{ statusCode, message, code }`). The spec's own messages keep their `MSG` key as code.
 * No key here is also a key of `MSG`, so a client that translates `code` never shows the wrong sentence.
 */
export const SERVER_MSG = {
  // Request shape (the schemas at the API boundary)
  invalidRequest: 'The request is not valid',
  invalidId: 'Invalid id',
  invalidJson: 'The request body is not valid JSON',
  bodyTooLarge: 'The request body is too large',
  headersTooLarge: 'The request address or headers are too large',
  requestTimeout: 'The request took too long to arrive',
  methodNotAllowed: 'This method is not allowed here',
  textHasControl: 'Text cannot contain control characters',
  nameInvisible: 'A name needs visible characters',
  accountChangeEmpty: "Send 'language' (en, fr or ar) or 'timeZone' (UTC or Africa/Casablanca)",
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  // A browser's push subscription (RFC 8291 keys, a push service's address)
  pushKeyInvalid: 'keys.p256dh must be an uncompressed P-256 public key (65 bytes)',
  pushAuthInvalid: 'keys.auth must be 16 bytes',
  pushEndpointInvalid: 'endpoint must be an https address',
  unsupportedMediaType: 'This content type is not accepted',
  // Things that are not there
  deviceNotFound: 'Device not found',
  businessNotFound: 'Business not found',
  categoryNotFound: 'Category not found',
  productNotFound: 'Product not found',
  packNotFound: 'Pack not found',
  userNotFound: 'User not found',
  riderNotFound: 'Rider not found',
  mainCategoryNotFound: 'Main category not found',
  subCategoryNotFound: 'Sub-category not found',
  ownerNotFound: 'This owner does not exist',
  statementNotFound: 'Statement not found',
  invoiceNotFound: 'Invoice not found',
  // Rules the spec leaves unworded
  imageRequired: 'Choose an image to upload',
  unknownUploadPreset: 'Unknown upload preset',
  businessRequired: 'Which business is this category for?',
  unknownBusinessType: 'Unknown business type',
  unknownOrderType: 'Unknown order type',
  orderTypeInvalid: 'type must be restaurant, store, services or grocery',
  businessIdRequired: 'businessId is required',
  easyMarketHasNoPacks: 'Easy Market has no packs',
  linesOrPack: 'Send either lines or packId, not both',
  unknownPack: 'Unknown pack',
  orderNeedsLines: 'An order needs at least one line',
  fromBeforeTo: "'from' must be before 'to'",
  pagePathRequired: 'A page path starting with / is required',
  printOnAcceptInvalid: 'printOnAccept must be true or false',
  onlyRiderMovesAcceptedOrder: 'Only a rider moves an accepted order along.',
  onlyBusinessDecidesNewOrder: 'Only the business or an admin decides on a new order.',
  orderTakenByAnotherRider: 'Another rider has already taken this order.',
  orderAssignedToAnotherRider: 'This order is assigned to another rider.',
  orderChangedMeanwhile: 'This order was just changed by someone else. Refresh and try again.',
  // When an order goes wrong (src/domain/orderProblems.ts)
  cancelNeedsReason: 'Cancel an order with its cancel action, which says who cancels and why.',
  cancelReasonInvalid: 'Choose one of the reasons offered for cancelling this order',
  problemNoteRequired: 'Say in a few words what happened',
  problemNoteTooLong: 'The note is at most 500 characters',
  orderAlreadyFinal: 'This order is already finished (delivered, refused or cancelled): it cannot change any more.',
  customerCancelTooLate: 'The business has already answered this order: ask the marketplace to cancel it.',
  businessCancelNotAccepted: 'Refuse a new order rather than cancelling it.',
  businessCancelAfterPickup: 'The rider has left with this order: only the marketplace can cancel it now.',
  liableInvalid: 'The party liable is the business, the platform or split',
  refundLinesInvalid: 'Choose lines of this order, each with a quantity of at least 1',
  refundExceedsLine: 'A line cannot be refunded more units than were ordered',
  refundExceedsPaid: 'Refunds cannot add up to more than the customer paid',
  refundReasonInvalid: 'Each refunded line needs a reason: missing, wrongItem, quality, late or other',
  refundNothingLeft: 'This order has already been refunded in full',
  refundNeedsDelivery: 'Only a delivered order can be refunded',
  refundNotFound: 'Refund not found',
  disputeNotCharged: 'This refund charged nothing to the business: there is nothing to dispute',
  disputeTooLate: 'A refund can be disputed for 7 days',
  disputeExists: 'This refund is already disputed',
  disputeNotFound: 'Dispute not found',
  disputeAlreadyDecided: 'This dispute has already been decided',
  liableUnchanged: 'This party is already the one liable',
  disputeDecisionInvalid: 'The decision is uphold or reverse',
  orderNotCancelled: 'This order is not cancelled',
  idempotencyKeyOtherRefund: 'This Idempotency-Key was already used for another refund: send a new key with a new refund',
  orderNotEditable: 'Only an accepted item order that has not left with its rider can be changed',
  editLinesInvalid: 'Choose lines of this order and a lower quantity for each (0 when unavailable)',
  editNothingChanged: 'Lower at least one quantity',
  editEmptiesOrder: 'At least one line must stay: cancel the order instead',
  // Retries
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 255 visible characters',
  idempotencyKeyInFlight: 'Another request with this Idempotency-Key was just answered: send it again to get its answer',
  idempotencyKeyReused: 'This Idempotency-Key was already used for another order: send a new key with a new order',
  // Catalogue files
  importFileRequired: 'Choose a CSV or XLSX file to import.',
  importFileTooLarge: 'The file is larger than 10 MB.',
  importFileUnreadable: 'This file cannot be read: save it as CSV (UTF-8) or XLSX.',
  importFileEmpty: 'The file has no rows to import.',
  importTooManyRows: 'The file has more than 20,000 rows: split it in two.',
  importMissingColumns: 'The file needs at least the columns Category, Name and Price (as in an export).',
  emImportMissingColumns:
    'The file needs at least the columns Main category, Sub-category, Category, Name, Price and Current price (as in an export).',
  importHasErrors: 'Some rows cannot be imported. Correct them in the file and try again: nothing was saved.',
  // Commission terms
  commissionRateInvalid: 'The commission rate must be a whole number of basis points from 0 to 10000 (0 % to 100 %)',
  commissionFeeInvalid: 'The fixed fee must be an amount from 0 to 1000 dh with at most 2 decimals',
  commissionStartInPast: 'New commission terms start now or later: they never change orders already placed',
  weekStartNotMonday: 'A week is named by its Monday, as YYYY-MM-DD',
  weekNotEnded: 'This week has not ended yet: it closes on Monday at 00:00, Morocco time',
  invoiceAlreadyCredited: 'This invoice is already cancelled by a credit note',
  creditNoteNotCreditable: 'A credit note cannot itself be cancelled',
  creditReasonRequired: 'Say why the invoice is cancelled',
  reconciliationRange: "'from' and 'to' are days (YYYY-MM-DD), 'from' first, at most a year apart",
  // A partner's legal identity and bank details (src/domain/legalIdentity.ts), and its payouts
  legalNameTooLong: 'The legal name is at most 120 characters',
  legalNameOneLine: 'The legal name is one line of text',
  legalAddressTooLong: 'The legal address is at most 300 characters',
  iceInvalid: 'An ICE is 15 digits',
  ribInvalid: 'A RIB is 24 digits and its key must match',
  ribMissing: 'This business has no RIB yet: its owner enters it in its bank details',
  ribChanged: 'The owner entered another RIB since you opened it: check the new one before verifying it',
  payoutStatementsInvalid: 'Choose 1 to 200 statements',
  bankReferenceInvalid: 'The bank reference is 1 to 64 visible characters',
  payoutStatementUnknown: 'One of these statements does not exist: refresh the list and try again',
  // Ratings and reviews (src/domain/reviews.ts)
  reviewStarsInvalid: 'Give 1 to 5 stars',
  reviewTagsInvalid: 'Tags must be distinct tags of the list',
  reviewCommentTooLong: 'The comment is at most 500 characters',
  reviewItemsInvalid: "Items are distinct products of the order, each with a thumb 'up' or 'down'",
  reviewNotDelivered: 'Only a delivered order can be rated',
  reviewNoBusiness: 'Easy Market orders are not rated: only a partner’s order is',
  reviewWindowClosed: 'An order can be rated only within 7 days of its delivery',
  reviewExists: 'This order is already rated: change the rating instead',
  reviewEditClosed: 'A rating can be changed only within 24 hours',
  reviewNotFound: 'Review not found',
  reviewReplyRequired: 'Write a reply',
  reviewReplyTooLong: 'The reply is at most 500 characters',
  reviewReplyClosed: 'A reply can be changed only within 24 hours',
  reviewPartInvalid: "part is 'comment' or 'reply'",
  reviewHiddenInvalid: 'hidden is true or false',
  reviewNothingToHide: 'There is nothing to hide: this review has no such text',
  hideReasonRequired: 'Say why it is hidden',
  hideReasonTooLong: 'The reason is at most 300 characters',
  alertThresholdInvalid: 'The threshold is an average from 1 to 5 with one decimal',
  // Two-factor sign-in, sessions and the step-up before a sensitive action
  stepUpRequired: 'Confirm it is you: enter a code from your authenticator app (or your password) to continue',
  twoFactorEnrolRequired: 'Administrators must turn on two-factor sign-in before anything else',
  twoFactorCodeInvalid: 'This code is not valid (or was already used): enter the current code from your app, or a recovery code',
  twoFactorCodeNeeded: 'This account signs in with two factors: enter a code from your authenticator app',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on for this account',
  twoFactorNotStarted: 'Start the set-up first: scan the QR code, then enter the first code',
  twoFactorNotOn: 'Two-factor sign-in is not on for this account',
  twoFactorRequiredForAdmins: 'Administrators cannot turn off two-factor sign-in here',
  signInChallengeExpired: 'This sign-in took too long: enter your e-mail and password again',
  passwordWrong: 'This password is not right',
  // Races and failures
  alreadyExists: 'This already exists',
  stillInUse: 'This is still used by something else: it was changed meanwhile. Refresh and try again.',
  referenceGone: 'Something this refers to was deleted meanwhile. Refresh and try again.',
  serverError: 'Something went wrong on our side. Please try again.',
} as const;
export type ServerMessageKey = keyof typeof SERVER_MSG;

/**
 * Codes of messages built from values (a field's name, a line number); the message carries the detail, the
 * code the kind. Thrown with their code explicitly.
 */
export const DYNAMIC_CODES = [
  'mustBeBoolean',
  'mustBeText',
  'fieldInvalid',
  'unknownPeriod',
  'unknownPartnerList',
  'dateInvalid',
  'pagingInvalid',
  'unknownProduct',
  'quantityInvalid',
  'tooManyLines',
  'ownerTypeMismatch',
  'unknownOrderStatus',
  'transitionInvalid',
  'orderOptionsInvalid',
] as const;
export type ErrorCode = MessageKey | ServerMessageKey | (typeof DYNAMIC_CODES)[number] | 'badRequest' | 'requestFailed';

const byMessage = new Map<string, ErrorCode>();
for (const [key, text] of Object.entries(SERVER_MSG)) byMessage.set(text, key as ErrorCode);
// MSG's first key wins where two keys share a sentence (product / Easy Market product save).
for (const [key, text] of Object.entries(MSG).reverse()) byMessage.set(text, key as ErrorCode);

/**
 * The code of an error message: its key in MSG or SERVER_MSG; a spec message followed by a detail
 * ("This product is not available: Pizza") keeps the spec message's key; else the status's generic code.
 */
export function errorCodeOf(message: string, statusCode: number): ErrorCode {
  const exact = byMessage.get(message);
  if (exact) return exact;
  const colon = message.indexOf(': ');
  const prefix = colon > 0 ? byMessage.get(message.slice(0, colon)) : undefined;
  if (prefix) return prefix;
  if (statusCode === 404) return 'notFound';
  if (statusCode === 403) return 'forbidden';
  if (statusCode === 401) return 'notLoggedIn';
  if (statusCode >= 500) return 'serverError';
  return statusCode === 400 ? 'badRequest' : 'requestFailed';
}
