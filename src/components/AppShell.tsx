import { useEffect } from 'react';
import { useGetIdentity, useTranslate } from '@refinedev/core';
import { ThemedLayout, ThemedTitle } from '@refinedev/antd';
import { App } from 'antd';
import { ShopOutlined } from '@ant-design/icons';
import { Outlet } from 'react-router';
import type { SessionUser } from '../domain/roles';
import { liveProvider } from '../providers/liveProvider';

/** Keeps the socket in the rooms this user may hear and says so when the connection fails. */
function LiveConnection({ user }: { user: SessionUser }) {
  const { notification } = App.useApp();
  const t = useTranslate();
  useEffect(() => {
    if (user.role === 'admin') liveProvider.join({ event: 'joinAdminRoom' });
    let warned = false;
    return liveProvider.onStatus((status) => {
      if (status === 'error' && !warned) {
        warned = true;
        notification.error({ key: 'socket', message: t('messages.serverConnectionFailed') });
      }
      if (status === 'connected') {
        warned = false;
        notification.destroy('socket');
      }
    });
  }, [user, notification, t]);
  return null;
}

/** The logged-in layout: side navigation per role, a top bar with the menu on phones, Log out. */
export default function AppShell() {
  const t = useTranslate();
  const { data: user } = useGetIdentity<SessionUser>();
  return (
    <ThemedLayout
      Title={({ collapsed }) => <ThemedTitle collapsed={collapsed} text={t('app.name')} icon={<ShopOutlined />} />}
    >
      {user && <LiveConnection user={user} />}
      <Outlet />
    </ThemedLayout>
  );
}
