import { describe, expect, it } from 'vitest';
import { deviceName, isNewBrowser } from '../../src/domain/sessions';
import { isRecoveryCode, isTotpCode, mustEnrolTwoFactor, normalizeRecoveryCode, STEP_UP_MS, stepUpFresh } from '../../src/domain/twoFactor';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const EDGE_WINDOWS = `${CHROME_WINDOWS} Edg/131.0`;
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('sessions as people read them', () => {
  it('names the browser and the system of a User-Agent, Edge before Chrome, Safari on an iPhone', () => {
    expect(deviceName(CHROME_WINDOWS)).toEqual({ browser: 'Chrome', system: 'Windows' });
    expect(deviceName(EDGE_WINDOWS)).toEqual({ browser: 'Edge', system: 'Windows' });
    expect(deviceName(SAFARI_IPHONE)).toEqual({ browser: 'Safari', system: 'iOS' });
    expect(deviceName('curl/8.0')).toEqual({ browser: '', system: '' });
  });

  it('tells a new browser from a known one (another version is the same browser); the first sign-in tells nothing', () => {
    expect(isNewBrowser(CHROME_WINDOWS, [])).toBe(false);
    expect(isNewBrowser(CHROME_WINDOWS, [CHROME_WINDOWS.replace('131.0', '130.0')])).toBe(false);
    expect(isNewBrowser(EDGE_WINDOWS, [CHROME_WINDOWS])).toBe(true);
    expect(isNewBrowser(SAFARI_IPHONE, [CHROME_WINDOWS, EDGE_WINDOWS])).toBe(true);
  });
});

describe('two-factor rules', () => {
  it('reads six digits as an app code and two groups of five as a recovery code', () => {
    expect(isTotpCode('123 456')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    expect(isRecoveryCode('ABCDE-23456')).toBe(true);
    expect(isRecoveryCode('abcde23456')).toBe(true);
    expect(isRecoveryCode('abcde-2345')).toBe(false);
    expect(normalizeRecoveryCode(' ABCDE-23456 ')).toBe('abcde23456');
  });

  it('sends only an admin without a second factor to enrol, and only where it is required', () => {
    expect(mustEnrolTwoFactor('admin', false, 'required')).toBe(true);
    expect(mustEnrolTwoFactor('admin', true, 'required')).toBe(false);
    expect(mustEnrolTwoFactor('admin', false, 'optional')).toBe(false);
    expect(mustEnrolTwoFactor('restaurant_owner', false, 'required')).toBe(false);
  });

  it('holds a step-up for five minutes, not a moment longer', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(stepUpFresh(null, now)).toBe(false);
    expect(stepUpFresh(new Date(now.getTime() - STEP_UP_MS).toISOString(), now)).toBe(true);
    expect(stepUpFresh(new Date(now.getTime() - STEP_UP_MS - 1), now)).toBe(false);
    expect(stepUpFresh('not a moment', now)).toBe(false);
  });
});
