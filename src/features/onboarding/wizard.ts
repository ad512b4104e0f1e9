import { businessTypeOf } from '../../domain/roles';

export type StepKey = 'identity' | 'business' | 'terms' | 'awaiting';

/** Non-riders: identity, business, terms, awaiting verification. Riders (and roles without a business): no business step. */
export function wizardSteps(role: string): StepKey[] {
  return businessTypeOf(role) ? ['identity', 'business', 'terms', 'awaiting'] : ['identity', 'terms', 'awaiting'];
}

export interface Progress {
  hasIdentity: boolean;
  hasBusiness: boolean;
  termsAccepted: boolean;
}

/**
 * Where the wizard opens: at the start until the identity number is known, then at the business step
 * until the business exists, then at the terms until the account has recorded the current version
 * (a partner who left after the business step is still asked), then awaiting verification.
 */
export function resumeStep(steps: readonly StepKey[], { hasIdentity, hasBusiness, termsAccepted }: Progress): StepKey {
  if (!hasIdentity) return 'identity';
  if (steps.includes('business') && !hasBusiness) return 'business';
  return termsAccepted ? 'awaiting' : 'terms';
}

export function nextStep(steps: readonly StepKey[], step: StepKey): StepKey {
  return steps[Math.min(steps.indexOf(step) + 1, steps.length - 1)]!;
}

/**
 * What was typed in the business step, kept on this device until the business is saved: a reload (or a
 * dropped connection) does not lose it.
 */
const draftKey = (userId: string) => `onboarding.business.${userId}`;
export const businessDraftStore = {
  read<T extends object>(userId: string): Partial<T> | undefined {
    try {
      const raw = window.localStorage.getItem(draftKey(userId));
      const value: unknown = raw ? JSON.parse(raw) : undefined;
      return value && typeof value === 'object' && !Array.isArray(value) ? (value as Partial<T>) : undefined;
    } catch {
      return undefined;
    }
  },
  write(userId: string, values: object): void {
    try {
      window.localStorage.setItem(draftKey(userId), JSON.stringify(values));
    } catch {
      // Private browsing or a full storage: the form still works, it just cannot remember.
    }
  },
  clear(userId: string): void {
    try {
      window.localStorage.removeItem(draftKey(userId));
    } catch {
      // As above.
    }
  },
};
