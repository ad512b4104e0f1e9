import { useCallback, useEffect, useState } from 'react';
import { useCreate, useCustom, useDelete, useList, useTranslate, type HttpError } from '@refinedev/core';
import { App, Button, Card, Divider, Dropdown, Grid, Modal, Typography } from 'antd';
import { BellOutlined, MobileOutlined } from '@ant-design/icons';
import type { Answer } from '../../api/types';
import type { PushDevice } from '../../providers/endpoints/push';
import {
  currentSubscription,
  devicePushState,
  PermissionRefused,
  subscribeThisDevice,
  unsubscribeThisDevice,
  type DevicePushState,
} from '../../pwa/thisDevice';
import { DeviceList } from './DeviceList';
import { NotifyToggle } from './NotifyToggle';

/** The header's notifications menu: notify this device (Web Push), and the devices notified, each removable. */
export default function NotificationsMenu() {
  const t = useTranslate();
  const { message } = App.useApp();
  const [state, setState] = useState<DevicePushState>('off');
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const [devicesOpen, setDevicesOpen] = useState(false);
  const [removingId, setRemovingId] = useState<string | null>(null);
  // On a phone the panel opens as a dialog of its own: a dropdown from the crowded header would not fit.
  const phone = Grid.useBreakpoint().md === false;

  // This browser's state is read again after each change made here (a counter the effect follows).
  const [changes, setChanges] = useState(0);
  const look = useCallback(async () => setChanges((n) => n + 1), []);
  useEffect(() => {
    let live = true;
    void Promise.all([devicePushState(), currentSubscription()]).then(([next, subscription]) => {
      if (!live) return;
      setState(next);
      setEndpoint(subscription?.endpoint ?? null);
    });
    return () => {
      live = false;
    };
  }, [changes]);

  const { query: key } = useCustom<Answer<'getPushKey'>>({ url: 'pushDevices.key', method: 'get', queryOptions: { enabled: false } });
  const { mutateAsync: create } = useCreate<PushDevice, HttpError>();
  const { mutateAsync: remove } = useDelete<PushDevice, HttpError>();
  const { result: devices, query: devicesQuery } = useList<PushDevice, HttpError>({
    resource: 'pushDevices',
    pagination: { mode: 'off' },
    queryOptions: { enabled: devicesOpen },
  });

  const turnOn = async () => {
    setBusy(true);
    try {
      const { data } = await key.refetch({ throwOnError: true });
      const subscription = await subscribeThisDevice(data!.data.publicKey);
      await create({ resource: 'pushDevices', values: subscription, successNotification: false });
      void message.success(t('device.enabled'));
    } catch (error) {
      if (!(error instanceof PermissionRefused)) void message.error(t('device.failed'));
    } finally {
      await look();
      setBusy(false);
    }
  };

  const removeDevice = async (device: PushDevice) => {
    setRemovingId(device._id);
    try {
      if (device.endpoint === endpoint) await unsubscribeThisDevice();
      await remove({ resource: 'pushDevices', id: device._id, successNotification: false });
      void message.success(t('device.removed'));
    } finally {
      setRemovingId(null);
      await look();
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      const mine = (await devicesQuery.refetch()).data?.data.find((d) => d.endpoint === endpoint);
      if (mine) await removeDevice(mine);
      else await unsubscribeThisDevice();
      void message.success(t('device.disabled'));
    } finally {
      await look();
      setBusy(false);
    }
  };

  const panel = (
    <>
      <NotifyToggle state={state} busy={busy} onTurnOn={() => void turnOn()} onTurnOff={() => void turnOff()} />
      <Divider style={{ margin: '12px 0' }} />
      <Button
        block
        icon={<MobileOutlined aria-hidden />}
        onClick={() => {
          setOpen(false);
          setDevicesOpen(true);
        }}
      >
        {t('device.devices')}
      </Button>
    </>
  );
  const toggleOpen = (next: boolean) => {
    setOpen(next);
    // The worker may have registered, or the permission changed in the browser's settings, since the last look.
    if (next) void look();
  };
  const bell = (
    <Button
      size="large"
      type="text"
      icon={<BellOutlined aria-hidden />}
      aria-label={t('device.menu')}
      aria-expanded={open}
      onClick={phone ? () => toggleOpen(true) : undefined}
    />
  );

  return (
    <>
      {phone ? (
        <>
          {bell}
          <Modal open={open} title={t('device.menu')} footer={null} onCancel={() => setOpen(false)}>
            {panel}
          </Modal>
        </>
      ) : (
        <Dropdown
          open={open}
          onOpenChange={toggleOpen}
          trigger={['click']}
          placement="bottomRight"
          popupRender={() => (
            <Card size="small" role="dialog" aria-label={t('device.menu')} style={{ width: 320 }}>
              {panel}
            </Card>
          )}
        >
          {bell}
        </Dropdown>
      )}
      <Modal
        open={devicesOpen}
        title={t('device.devices')}
        onCancel={() => setDevicesOpen(false)}
        footer={<Button onClick={() => setDevicesOpen(false)}>{t('device.close')}</Button>}
      >
        <Typography.Paragraph type="secondary">{t('device.devicesIntro')}</Typography.Paragraph>
        <DeviceList
          devices={devices.data}
          currentEndpoint={endpoint}
          loading={devicesQuery.isLoading}
          failed={devicesQuery.isError}
          removingId={removingId}
          onRemove={(device) => void removeDevice(device)}
        />
      </Modal>
    </>
  );
}
