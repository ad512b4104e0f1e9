import { useTranslate } from '@refinedev/core';
import { Alert, Button, Card, Col, Empty, Row } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { MSG } from '../../domain/messages';
import { PackCard, type PackCardProps } from './PackCard';
import type { Pack } from './types';

export interface PackListProps extends Omit<PackCardProps, 'pack' | 'saving'> {
  packs: Pack[];
  isLoading?: boolean;
  error?: string;
  onRetry?: () => void;
  onAdd?: () => void;
  /** Packs whose toggle is being saved, by id. */
  saving?: Record<string, boolean>;
}

/** The packs of a business as cards, with loading, error and 'No packs found' states. */
export function PackList({ packs, isLoading, error, onRetry, onAdd, saving = {}, ...actions }: PackListProps) {
  const t = useTranslate();
  if (isLoading) {
    return (
      <Row gutter={[16, 16]} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Col key={i} xs={24} sm={12} lg={8} xl={6}>
            <Card loading style={{ height: 300 }} />
          </Col>
        ))}
      </Row>
    );
  }
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        message={error}
        action={
          onRetry && (
            <Button size="small" onClick={onRetry}>
              {t('packs.retry')}
            </Button>
          )
        }
      />
    );
  }
  if (packs.length === 0) {
    return (
      <Empty description={t('messages.noPacks', undefined, MSG.noPacks)} style={{ padding: 32, background: '#fff', borderRadius: 8, margin: 0 }}>
        {onAdd && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
            {t('packs.add')}
          </Button>
        )}
      </Empty>
    );
  }
  return (
    <Row gutter={[16, 16]}>
      {packs.map((p) => (
        <Col key={p._id} xs={24} sm={12} lg={8} xl={6}>
          <PackCard pack={p} saving={saving[p._id]} {...actions} />
        </Col>
      ))}
    </Row>
  );
}
