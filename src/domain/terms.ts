/**
 * The partner terms shown at onboarding. Change the version whenever their wording changes: every account
 * that has not accepted this version is asked for them again.
 */
export const TERMS_VERSION = '2026-11-25';

/** Whether an account has recorded its acceptance of the terms as they are now. */
export const hasAcceptedCurrentTerms = (account: { termsVersion?: string | null }): boolean => account.termsVersion === TERMS_VERSION;
