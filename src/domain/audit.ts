/** What the audit log records: admin actions and money-relevant changes. */
export const AUDIT_ACTIONS = [
  'partner.verify',
  'user.email',
  'rider.payment',
  'order.status',
  'business.visibility',
  'easyMarket.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const isAuditAction = (value: unknown): value is AuditAction =>
  typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value);

/** One line of the audit log as the API answers it. */
export interface AuditLine {
  _id: number;
  at: string;
  actorId: string | null;
  actorName: string;
  actorRole: string;
  action: AuditAction;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
}
