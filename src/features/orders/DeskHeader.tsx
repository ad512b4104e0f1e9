import type { ReactNode } from 'react';
import { useTranslate } from '@refinedev/core';
import { Button, Flex, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { SoundSwitch } from '../../components/SoundSwitch';

/** A desk's title with the sound switch and a refresh button (a list that refreshes itself brings its own). */
export function DeskHeader({ title, onRefresh, children }: { title: string; onRefresh?: () => void; children?: ReactNode }) {
  const t = useTranslate();
  return (
    <Flex wrap gap={12} align="center" justify="space-between" style={{ marginBottom: 16 }}>
      <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
        {title}
      </Typography.Title>
      <Flex wrap gap={12} align="center">
        {children}
        <SoundSwitch />
        {onRefresh && (
          <Button icon={<ReloadOutlined />} onClick={onRefresh}>
            {t('orders.refresh')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
