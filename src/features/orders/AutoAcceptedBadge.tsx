import { useTranslate } from '@refinedev/core';
import { ThunderboltOutlined } from '@ant-design/icons';
import { Pill } from '../../components/Pill';

/** Said beside an order's status when the business's auto-accept took it, not a person. */
export function AutoAcceptedBadge() {
  const t = useTranslate();
  return (
    <Pill tone="grey" data-testid="auto-accepted">
      <ThunderboltOutlined aria-hidden style={{ marginInlineEnd: 4 }} />
      {t('service.autoAccepted')}
    </Pill>
  );
}
