import { describe, expect, it } from 'vitest';
import { storedMoment } from '../../src/domain/clock';
import { describeValues } from '../../src/features/audit/auditText';

describe('moments written as text', () => {
  it('reads JSON and PostgreSQL timestamps with their offset', () => {
    expect(storedMoment('2026-11-25T22:10:34.477Z')?.toISOString()).toBe('2026-11-25T22:10:34.477Z');
    expect(storedMoment('2026-11-25 22:10:34.477+00')?.toISOString()).toBe('2026-11-25T22:10:34.477Z');
    expect(storedMoment('2026-11-25 23:10:34+01')?.toISOString()).toBe('2026-11-25T22:10:34.000Z');
    expect(storedMoment('2026-11-25T23:40+0130')?.toISOString()).toBe('2026-11-25T22:10:00.000Z');
  });

  it('leaves other text alone: a day without a time, a time without an offset, words', () => {
    expect(storedMoment('2026-11-25')).toBeNull();
    expect(storedMoment('2026-11-25 22:10:34')).toBeNull();
    expect(storedMoment('2026-13-45T99:99Z')).toBeNull();
    expect(storedMoment('succes')).toBeNull();
  });
});

describe("the audit log's values", () => {
  const after = { termsVersion: '2026-11-25', termsAcceptedAt: '2026-11-25 22:10:34.477+00', verified: true };

  it("writes a moment on the reader's clock and keeps days and other values as they are", () => {
    expect(describeValues(after, 'UTC')).toBe('termsVersion: 2026-11-25, termsAcceptedAt: 25/11/2026 22:10, verified: true');
    expect(describeValues(after, 'Africa/Casablanca')).toBe('termsVersion: 2026-11-25, termsAcceptedAt: 25/11/2026 23:10, verified: true');
    expect(describeValues(null, 'UTC')).toBe('—');
  });
});
