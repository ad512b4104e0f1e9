import { useTranslate } from '@refinedev/core';
import { CheckCircleOutlined, CloseOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { formatCentimes, formatCount } from '../../i18n/format';
import { settlementTotals } from './weeks';

export interface SelectionBarProps {
  /** The nets of the statements ticked (dh, the partner's side). */
  nets: readonly number[];
  downloading?: boolean;
  onRecord: () => void;
  onDownload: () => void;
  onClear: () => void;
}

/** Above the unpaid statements once some are ticked: how many, what they pay and collect, and what to do with them. */
export function SelectionBar({ nets, downloading = false, onRecord, onDownload, onClear }: SelectionBarProps) {
  const t = useTranslate();
  const { toPay, toCollect } = settlementTotals(nets);
  const count = nets.length;
  return (
    <Card size="small" styles={{ body: { padding: 12 } }} role="region" aria-label={t('payouts.recordDialog.statements')}>
      <Flex wrap gap={12} justify="space-between" align="center">
        <Flex wrap gap={16} align="baseline">
          <Typography.Text strong aria-live="polite">
            {count === 1 ? t('payouts.selectedOne') : t('payouts.selected', { count: formatCount(count) })}
          </Typography.Text>
          <Typography.Text>
            {t('payouts.toPay')}{' '}
            <bdi style={{ whiteSpace: 'nowrap', fontWeight: 600 }} data-testid="selection-to-pay">
              {formatCentimes(toPay)}
            </bdi>
          </Typography.Text>
          <Typography.Text>
            {t('payouts.toCollect')}{' '}
            <bdi style={{ whiteSpace: 'nowrap', fontWeight: 600 }} data-testid="selection-to-collect">
              {formatCentimes(toCollect)}
            </bdi>
          </Typography.Text>
        </Flex>
        <Flex wrap gap={8}>
          <Button type="primary" icon={<CheckCircleOutlined aria-hidden />} onClick={onRecord}>
            {t('payouts.record')}
          </Button>
          <Button icon={<DownloadOutlined aria-hidden />} loading={downloading} onClick={onDownload}>
            {downloading ? t('payouts.downloading') : t('payouts.download')}
          </Button>
          <Button type="text" icon={<CloseOutlined aria-hidden />} onClick={onClear}>
            {t('payouts.clearSelection')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
