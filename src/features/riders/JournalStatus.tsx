import { useTranslate } from '@refinedev/core';
import { Pill } from '../../components/Pill';
import { statusColor, statusLabel } from '../../domain/orders';

/** An order's status in a journal, in its colour and the reader's language. */
export function JournalStatus({ status }: { status: string }) {
  const t = useTranslate();
  return (
    <Pill tone={statusColor(status)} data-status={status}>
      {t(`orderStatus.${status}`, undefined, statusLabel(status))}
    </Pill>
  );
}
