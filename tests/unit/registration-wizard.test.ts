import { describe, expect, it } from 'vitest';
import { nextStep, resumeStep, wizardSteps } from '../../src/features/onboarding/wizard';
import { hasAcceptedCurrentTerms, TERMS_VERSION } from '../../src/domain/terms';

const fresh = { hasIdentity: false, hasBusiness: false, termsAccepted: false };

describe('onboarding wizard steps', () => {
  it('owners get 4 steps, riders 3', () => {
    expect(wizardSteps('restaurant_owner')).toEqual(['identity', 'business', 'terms', 'awaiting']);
    expect(wizardSteps('store_owner')).toEqual(['identity', 'business', 'terms', 'awaiting']);
    expect(wizardSteps('services_owner')).toHaveLength(4);
    expect(wizardSteps('rider')).toEqual(['identity', 'terms', 'awaiting']);
  });
  it('a new partner starts at identity', () => {
    expect(resumeStep(wizardSteps('store_owner'), fresh)).toBe('identity');
    expect(resumeStep(wizardSteps('rider'), fresh)).toBe('identity');
  });
  it('jumps to step 2 when the identity number is known', () => {
    expect(resumeStep(wizardSteps('restaurant_owner'), { ...fresh, hasIdentity: true })).toBe('business');
    expect(resumeStep(wizardSteps('rider'), { ...fresh, hasIdentity: true })).toBe('terms');
  });
  it('asks for the terms when the business exists but the current terms are not accepted', () => {
    expect(resumeStep(wizardSteps('restaurant_owner'), { ...fresh, hasIdentity: true, hasBusiness: true })).toBe('terms');
  });
  it('jumps to awaiting when the business exists and the current terms are accepted', () => {
    expect(resumeStep(wizardSteps('store_owner'), { hasIdentity: true, hasBusiness: true, termsAccepted: true })).toBe('awaiting');
  });
  it('a rider who accepted the terms waits', () => {
    expect(resumeStep(wizardSteps('rider'), { ...fresh, hasIdentity: true, termsAccepted: true })).toBe('awaiting');
  });
  it('moves forward one step and stays on the last', () => {
    const steps = wizardSteps('restaurant_owner');
    expect(nextStep(steps, 'identity')).toBe('business');
    expect(nextStep(steps, 'business')).toBe('terms');
    expect(nextStep(steps, 'awaiting')).toBe('awaiting');
    expect(nextStep(wizardSteps('rider'), 'identity')).toBe('terms');
  });
  it('counts only the current version of the terms as accepted', () => {
    expect(hasAcceptedCurrentTerms({ termsVersion: TERMS_VERSION })).toBe(true);
    expect(hasAcceptedCurrentTerms({ termsVersion: '2000-01-01' })).toBe(false);
    expect(hasAcceptedCurrentTerms({ termsVersion: null })).toBe(false);
    expect(hasAcceptedCurrentTerms({})).toBe(false);
  });
});
