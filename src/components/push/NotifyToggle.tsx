import { useTranslate } from '@refinedev/core';
import { Flex, Switch, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import type { DevicePushState } from '../../pwa/thisDevice';

export interface NotifyToggleProps {
  state: DevicePushState;
  busy?: boolean;
  onTurnOn: () => void;
  onTurnOff: () => void;
}

/**
 * "Notify me on this device": a switch that asks the browser's permission only when turned on, and says why
 * it cannot be turned on (notifications blocked for the site, a browser without them).
 */
export function NotifyToggle({ state, busy, onTurnOn, onTurnOff }: NotifyToggleProps) {
  const t = useTranslate();
  const on = state === 'on';
  const hint =
    state === 'blocked'
      ? t('device.blocked')
      : state === 'unsupported'
        ? t('device.unsupported')
        : on
          ? t('device.notifyOn')
          : t('device.notifyMeHint');
  return (
    <Flex vertical gap={4} style={{ maxWidth: 320 }}>
      <Flex align="center" gap={12} justify="space-between">
        <Typography.Text strong id="notify-me-label">
          <BellOutlined aria-hidden /> {t('device.notifyMe')}
        </Typography.Text>
        <Switch
          checked={on}
          loading={busy}
          disabled={state === 'blocked' || state === 'unsupported'}
          aria-labelledby="notify-me-label"
          aria-describedby="notify-me-hint"
          onChange={(checked) => (checked ? onTurnOn() : onTurnOff())}
        />
      </Flex>
      <Typography.Text type={state === 'blocked' ? 'warning' : 'secondary'} id="notify-me-hint">
        {hint}
      </Typography.Text>
    </Flex>
  );
}
