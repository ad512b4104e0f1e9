import { useSyncExternalStore } from 'react';
import { useTranslate } from '@refinedev/core';
import { Alert } from 'antd';
import type { SocketLiveProvider } from '../providers/liveProvider';

// The first connection usually takes a fraction of a second: say so only if it lasts.
const SHOW_AFTER_FIRST_CONNECT_STYLE = `
@keyframes live-status-appear { from { opacity: 0; } to { opacity: 1; } }
.live-status-connecting { animation: live-status-appear 0s linear 1.5s both; }`;

/**
 * Says so whenever live orders are not arriving, whatever the reason (a node restarting, the network, the
 * database), at once after a cut; what is on screen stays and catches up once the connection is back.
 */
export function LiveStatusBanner({ live }: { live: Pick<SocketLiveProvider, 'onStatus' | 'status'> }) {
  const t = useTranslate();
  const status = useSyncExternalStore(
    (onChange) => live.onStatus(onChange),
    () => live.status(),
    () => 'connecting' as const,
  );
  if (status === 'connected' || status === 'ended') return null;
  return (
    <>
      <style>{SHOW_AFTER_FIRST_CONNECT_STYLE}</style>
      <Alert
        type="warning"
        showIcon
        banner
        role="status"
        className={status === 'connecting' ? 'live-status-connecting' : undefined}
        message={t('app.liveReconnecting')}
        description={t('app.liveReconnectingHint')}
        style={{ marginBottom: 16 }}
      />
    </>
  );
}
