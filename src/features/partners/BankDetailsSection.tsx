import { useTranslate } from '@refinedev/core';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { App, Button, Descriptions, Flex, Grid, Skeleton, Tag, Typography } from 'antd';
import type { Answer } from '../../api/types';
import { LatinText } from '../../components/LatinText';
import { ListFailedAlert } from '../../components/ListStatus';
import { useClock } from '../../components/useClock';
import { dateIn } from '../../domain/clock';

/** A business's legal identity and RIB as the API answers them (GET /businesses/{id}/bank-details). */
export type BankDetails = Answer<'getBankDetails'>;

export interface BankDetailsSectionProps {
  businessName: string;
  /** Undefined until the first answer. */
  details?: BankDetails;
  failed?: boolean;
  onRetry?: () => void;
  verifying?: boolean;
  /** Marks the RIB verified; rejects when the server refused (a toast says why). */
  onVerify: () => Promise<unknown>;
}

/** A partner's bank details on its details (admins): legal name, ICE, the RIB masked, and its verification. */
export function BankDetailsSection({ businessName, details, failed, onRetry, verifying = false, onVerify }: BankDetailsSectionProps) {
  const t = useTranslate();
  const k = (key: string, options?: Record<string, unknown>) => t(`payouts.bank.${key}`, options);
  const { modal } = App.useApp();
  const clock = useClock();
  // On a phone each label sits above its value: the masked RIB needs the whole width.
  const compact = !Grid.useBreakpoint().sm;
  const none = <Typography.Text type="secondary">{k('notGiven')}</Typography.Text>;

  if (failed) return <ListFailedAlert message={k('loadFailed')} retryText={k('retry')} onRetry={onRetry} />;
  if (!details) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  const { rib } = details;

  const verify = () =>
    modal.confirm({
      title: k('verifyTitle', { name: businessName }),
      content: k('verifyText'),
      okText: k('verifyConfirm'),
      cancelText: k('cancel'),
      // A refusal is told by a toast; the dialog closes either way.
      onOk: () => onVerify().catch(() => undefined),
    });

  return (
    <Descriptions column={1} size="small" bordered layout={compact ? 'vertical' : 'horizontal'} data-testid="bank-details">
      <Descriptions.Item label={k('legalName')}>{details.legalName ? <bdi>{details.legalName}</bdi> : none}</Descriptions.Item>
      <Descriptions.Item label={k('legalAddress')}>{details.legalAddress ? <bdi>{details.legalAddress}</bdi> : none}</Descriptions.Item>
      <Descriptions.Item label={k('ice')}>{details.ice ? <LatinText>{details.ice}</LatinText> : none}</Descriptions.Item>
      <Descriptions.Item label={k('rib')}>
        {rib ? (
          <Flex vertical gap={8} align="start">
            <LatinText style={{ whiteSpace: 'nowrap' }}>{rib.masked}</LatinText>
            <Flex wrap gap={8} align="center">
              {rib.verified ? (
                <>
                  <Tag color="success">{k('verified')}</Tag>
                  {rib.verifiedAt && (
                    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                      {k('verifiedOn', { date: dateIn(rib.verifiedAt, clock.zone) })}
                    </Typography.Text>
                  )}
                </>
              ) : (
                <>
                  <Tag color="warning">{k('waiting')}</Tag>
                  <Button size="small" type="primary" icon={<SafetyCertificateOutlined aria-hidden />} loading={verifying} onClick={verify}>
                    {k('verify')}
                  </Button>
                </>
              )}
            </Flex>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{k('noRib')}</Typography.Text>
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}
