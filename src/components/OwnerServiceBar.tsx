import { useTranslate } from '@refinedev/core';
import { Alert, Button } from 'antd';
import { PauseControl } from './PauseControl';
import { useBusinessService } from './useBusinessService';
import { useClock } from './useClock';

/** The pause control in the header of every owner screen. */
export function OwnerPause({ compact }: { compact?: boolean }) {
  const { business, busy, pause, resume } = useBusinessService();
  const clock = useClock();
  if (!business) return null;
  return (
    <PauseControl
      business={business}
      busy={busy}
      compact={compact}
      onPause={pause}
      onResume={resume}
      timeZone={clock.zone}
      clockName={clock.name}
    />
  );
}

/** While the business is temporarily closed, every owner screen says so, with Reopen at hand. */
export function ClosedBanner() {
  const { business, busy, reopen } = useBusinessService();
  if (!business?.isTemporarilyClosed) return null;
  return <ClosedNotice busy={busy} onReopen={reopen} />;
}

export function ClosedNotice({ busy, onReopen }: { busy?: boolean; onReopen: () => void }) {
  const t = useTranslate();
  return (
    <Alert
      type="error"
      showIcon
      banner
      role="status"
      data-testid="closed-banner"
      message={t('service.closed.banner')}
      action={
        <Button size="small" type="primary" danger loading={busy} onClick={onReopen}>
          {t('service.closed.reopen')}
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
