import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Modal, Radio, Typography } from 'antd';
import { DEFAULT_PREPARATION_MINUTES, PREPARATION_PRESETS } from '../../domain/service';
import type { Order } from './types';

export interface AcceptDialogProps {
  order: Order | null;
  /** The business's usual preparation time, chosen first. */
  usualMinutes?: number;
  busy?: boolean;
  onAccept: (order: Order, minutes: number) => void;
  onCancel: () => void;
}

/** Accepting asks how long the kitchen needs: 10 to 60 minutes, the usual time chosen first. */
export function AcceptDialog({ order, usualMinutes = DEFAULT_PREPARATION_MINUTES, busy, onAccept, onCancel }: AcceptDialogProps) {
  const t = useTranslate();
  const [minutes, setMinutes] = useState(usualMinutes);
  // Each order opens on the usual time, whatever was picked for the previous one.
  const [shown, setShown] = useState({ order, usualMinutes });
  if (shown.order !== order || shown.usualMinutes !== usualMinutes) {
    setShown({ order, usualMinutes });
    if (order) setMinutes(usualMinutes);
  }
  const choices = [...new Set([...PREPARATION_PRESETS, usualMinutes])].sort((a, b) => a - b);
  return (
    <Modal
      open={!!order}
      title={order ? t('service.accept.title', { number: order.commandNumber }) : ''}
      okText={t('service.accept.ok')}
      cancelText={t('service.accept.cancel')}
      onOk={() => order && onAccept(order, minutes)}
      onCancel={onCancel}
      confirmLoading={busy}
      focusTriggerAfterClose={false}
      destroyOnHidden
    >
      <Typography.Paragraph id="prep-label" strong style={{ marginBottom: 4 }}>
        {t('service.accept.label')}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" id="prep-help">
        {t('service.accept.help')}
      </Typography.Paragraph>
      <Radio.Group
        aria-labelledby="prep-label"
        aria-describedby="prep-help"
        optionType="button"
        buttonStyle="solid"
        size="large"
        value={minutes}
        onChange={(e) => setMinutes(e.target.value as number)}
        options={choices.map((m) => ({ value: m, label: t('service.accept.minutes', { count: m }) }))}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
      />
    </Modal>
  );
}
