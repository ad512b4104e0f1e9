import { useTranslate } from '@refinedev/core';
import { Alert, Button, List, Tag, Typography } from 'antd';
import { DeleteOutlined, MobileOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { PushDevice } from '../../providers/endpoints/push';
import { TableEmptyText } from '../TableEmptyText';

export interface DeviceListProps {
  devices: readonly PushDevice[];
  /** This browser's subscription endpoint, to mark its row. */
  currentEndpoint?: string | null;
  loading?: boolean;
  failed?: boolean;
  removingId?: string | null;
  onRemove: (device: PushDevice) => void;
}

/** The devices a person is notified on, with the browser and the date each was added, each removable. */
export function DeviceList({ devices, currentEndpoint, loading, failed, removingId, onRemove }: DeviceListProps) {
  const t = useTranslate();
  if (failed) return <Alert type="error" showIcon message={t('device.loadFailed')} />;
  return (
    <List
      loading={loading}
      dataSource={[...devices]}
      locale={{ emptyText: <TableEmptyText loading={loading}>{t('device.noDevices')}</TableEmptyText> }}
      rowKey="_id"
      renderItem={(device) => (
        <List.Item
          actions={[
            <Button
              key="remove"
              danger
              type="text"
              icon={<DeleteOutlined aria-hidden />}
              loading={removingId === device._id}
              aria-label={t('device.removeLabel', { browser: device.browser })}
              onClick={() => onRemove(device)}
            >
              {t('device.remove')}
            </Button>,
          ]}
        >
          <List.Item.Meta
            avatar={<MobileOutlined aria-hidden style={{ fontSize: 20 }} />}
            title={
              <>
                <bdi>{device.browser}</bdi> {device.endpoint === currentEndpoint && <Tag color="blue">{t('device.thisDevice')}</Tag>}
              </>
            }
            description={
              <Typography.Text type="secondary">
                {t('device.since', { date: dayjs(device.createdAt).format('DD/MM/YYYY') })}
              </Typography.Text>
            }
          />
        </List.Item>
      )}
    />
  );
}
