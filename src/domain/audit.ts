/** What the audit log records: admin actions and money-relevant changes. */
export const AUDIT_ACTIONS = [
  'partner.verify',
  'partner.resetLink',
  'partner.terms',
  'user.email',
  'rider.payment',
  'commission.terms',
  'order.status',
  'business.visibility',
  'business.pause',
  'business.resume',
  'business.closures',
  'catalogue.bulk',
  'team.role',
  'team.remove',
  'easyMarket.create',
  'easyMarket.update',
  'easyMarket.delete',
  'easyMarket.import',
  'business.bankDetails',
  'business.ribVerify',
  'payout.record',
  'statements.close',
  'invoice.credit',
  'order.cancel',
  'order.edit',
  'order.refund',
  'order.liability',
  'refund.dispute',
  'dispute.decide',
  'review.moderate',
  'review.threshold',
  'user.twoFactorReset',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of target a line may be about; Easy Market rows by their level. */
export const AUDIT_TARGET_TYPES = [
  'user',
  'rider',
  'order',
  'restaurant',
  'store',
  'services',
  'easyMarket.mainCategory',
  'easyMarket.subCategory',
  'easyMarket.category',
  'easyMarket.product',
  'easyMarket.catalogue',
  'week',
  'invoice',
  'setting',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const isAuditTargetType = (value: unknown): value is AuditTargetType =>
  typeof value === 'string' && (AUDIT_TARGET_TYPES as readonly string[]).includes(value);

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
  /** The target as a person knew it at the time: a name and e-mail, a business, "#1234". */
  targetLabel: string;
  before: unknown;
  after: unknown;
}
