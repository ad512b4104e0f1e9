import { useTranslate } from '@refinedev/core';
import { Button, Space, Switch, Typography } from 'antd';
import { SoundOutlined } from '@ant-design/icons';
import { orderAlarm, type OrderAlarm } from './orderAlarm';
import { useOrderAlarm } from './useOrderAlarm';

/** Turns the new-order sound on or off (remembered in this browser), or stops it for the orders already seen here. */
export function SoundSwitch({ alarm = orderAlarm }: { alarm?: OrderAlarm }) {
  const t = useTranslate();
  const { muted, blocked, pending } = useOrderAlarm(alarm);
  return (
    <Space size="small" wrap>
      <SoundOutlined aria-hidden />
      <Switch
        checked={!muted}
        onChange={(on) => alarm.setMuted(!on)}
        checkedChildren={t('orders.sound.on')}
        unCheckedChildren={t('orders.sound.off')}
        aria-label={t('orders.sound.label')}
      />
      {pending.length > 0 && !muted && (
        <Button size="small" onClick={() => alarm.acknowledgeAll()}>
          {t('orders.alert.markAllSeen')}
        </Button>
      )}
      {blocked && !muted && <Typography.Text type="secondary">{t('orders.sound.blocked')}</Typography.Text>}
    </Space>
  );
}
