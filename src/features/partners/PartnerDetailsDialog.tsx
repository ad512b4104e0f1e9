import type { ReactNode } from 'react';
import { AccountSecuritySection } from './AccountSecuritySection';
import { useTranslate } from '@refinedev/core';
import { Alert, Button, Descriptions, Image, Modal, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useAuthorizedImage } from '../../components/useAuthorizedImage';
import { useClock } from '../../components/useClock';
import { dateTimeIn } from '../../domain/clock';
import { formatDate } from '../../domain/dates';
import { ageOn, isIsoDate } from '../../domain/identity';
import { formatPhone } from '../../domain/phone';
import { LatinText } from '../../components/LatinText';
import { hasIdentity, type Partner } from './partnerLists';

export interface PartnerDetailsDialogProps {
  /** The partner shown; the dialog is open while set. */
  partner: Partner | null;
  onClose: () => void;
  /** Today, for the age (stories fix it). */
  today?: Date;
  /** The business's team members, for a business owner (the page passes the list that reads them). */
  members?: ReactNode;
  /** The business's commission terms, for a business owner (the page passes the section that reads and sets them). */
  commission?: ReactNode;
  /** The business's legal identity and RIB, for a business owner (the page passes the section that reads and verifies them). */
  bankDetails?: ReactNode;
  /** The business's cancellation and refund rates for the week (the page passes the section that reads them). */
  problemRates?: ReactNode;
}

/** The details dialog of the admin partner table: identity (number, birth date, ID scan), contact, business. */
export function PartnerDetailsDialog({
  partner,
  onClose,
  today = new Date(),
  members,
  commission,
  bankDetails,
  problemRates,
}: PartnerDetailsDialogProps) {
  const t = useTranslate();
  const k = (key: string, options?: Record<string, unknown>) => t(`partners.detailsDialog.${key}`, options);
  const birth = partner?.Date_birth;
  const scan = useAuthorizedImage(partner?.scan_Id);
  const clock = useClock();
  return (
    <Modal
      open={!!partner}
      title={partner ? t('partners.detailsOf', { name: partner.name }) : k('title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{k('close')}</Button>}
      width={640}
      destroyOnHidden
    >
      {partner && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <section aria-label={k('identity')}>
            <Typography.Title level={2} style={{ fontSize: 16 }}>
              {k('identity')}
            </Typography.Title>
            {hasIdentity(partner) || partner.scan_Id ? (
              <Space direction="vertical" size="middle" style={{ width: '100%' }}>
                <Descriptions column={1} size="small" bordered>
                  <Descriptions.Item label={k('identityNumber')}>{partner['N_identité'] || '—'}</Descriptions.Item>
                  <Descriptions.Item label={k('birthDate')}>
                    {birth && isIsoDate(birth.slice(0, 10))
                      ? `${formatDate(birth)} (${k('age', { age: ageOn(birth.slice(0, 10), today) })})`
                      : '—'}
                  </Descriptions.Item>
                </Descriptions>
                <div>
                  <Typography.Text strong>{k('scan')}</Typography.Text>
                  <div style={{ marginTop: 8 }}>
                    {partner.scan_Id ? (
                      <Image
                        src={scan}
                        alt={k('scanAlt', { name: partner.name })}
                        style={{ maxWidth: '100%', maxHeight: 260, objectFit: 'contain', border: '1px solid #d9d9d9', borderRadius: 8 }}
                      />
                    ) : (
                      <Typography.Text type="secondary">{k('noScan')}</Typography.Text>
                    )}
                  </div>
                </div>
              </Space>
            ) : (
              <Alert type="warning" showIcon message={k('notSubmitted')} />
            )}
          </section>

          <section aria-label={k('account')}>
            <Typography.Title level={2} style={{ fontSize: 16 }}>
              {k('account')}
            </Typography.Title>
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={k('email')}>
                <LatinText>{partner.email}</LatinText>
              </Descriptions.Item>
              <Descriptions.Item label={k('phone')}>
                {partner.phone ? (
                  <a href={`tel:+212${partner.phone}`}>
                    <LatinText>{formatPhone(partner.phone)}</LatinText>
                  </a>
                ) : (
                  '—'
                )}
              </Descriptions.Item>
              <Descriptions.Item label={k('role')}>{t(`partners.roles.${partner.role}`, partner.role)}</Descriptions.Item>
              <Descriptions.Item label={k('status')}>{partner.verified ? k('verified') : k('notVerified')}</Descriptions.Item>
              {partner.createdAt && <Descriptions.Item label={k('joined')}>{formatDate(partner.createdAt)}</Descriptions.Item>}
              <Descriptions.Item label={k('terms')}>
                {partner.termsVersion && partner.termsAcceptedAt ? (
                  <bdi>
                    {k('termsAccepted', {
                      version: partner.termsVersion,
                      at: dateTimeIn(partner.termsAcceptedAt, clock.zone),
                      clock: clock.name,
                    })}
                  </bdi>
                ) : (
                  <Typography.Text type="secondary">{k('termsNotAccepted')}</Typography.Text>
                )}
              </Descriptions.Item>
              {partner.role === 'rider' && partner.Number_Rider != null && (
                <Descriptions.Item label={k('riderNumber')}>{partner.Number_Rider}</Descriptions.Item>
              )}
            </Descriptions>
          </section>

          <AccountSecuritySection userId={partner._id} />

          <section aria-label={k('business')}>
            <Typography.Title level={2} style={{ fontSize: 16 }}>
              {k('business')}
            </Typography.Title>
            {partner.role === 'rider' ? (
              partner.Number_Rider != null ? (
                <Link to={`/journal/${partner._id}`}>{k('openJournal')}</Link>
              ) : (
                <Typography.Text type="secondary">—</Typography.Text>
              )
            ) : partner.businessId && partner.businessType ? (
              <Link to={`/settings/${partner.businessType}/${partner.businessId}`}>
                {k('openSettings', { name: partner.businessName ?? '' })}
              </Link>
            ) : (
              <Typography.Text type="secondary">{k('noBusiness')}</Typography.Text>
            )}
          </section>

          {commission && (
            <section aria-label={k('commission')}>
              <Typography.Title level={2} style={{ fontSize: 16 }}>
                {k('commission')}
              </Typography.Title>
              {commission}
            </section>
          )}

          {bankDetails && (
            <section aria-label={t('payouts.bank.title')}>
              <Typography.Title level={2} style={{ fontSize: 16 }}>
                {t('payouts.bank.title')}
              </Typography.Title>
              {bankDetails}
            </section>
          )}

          {problemRates && (
            <section aria-label={t('problemsDesk.partner.title')}>
              <Typography.Title level={2} style={{ fontSize: 16 }}>
                {t('problemsDesk.partner.title')}
              </Typography.Title>
              {problemRates}
            </section>
          )}

          {members && (
            <section aria-label={t('team.partnerMembers')}>
              <Typography.Title level={2} style={{ fontSize: 16 }}>
                {t('team.partnerMembers')}
              </Typography.Title>
              {members}
            </section>
          )}
        </Space>
      )}
    </Modal>
  );
}
