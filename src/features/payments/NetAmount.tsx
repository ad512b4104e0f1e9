import { useTranslate } from '@refinedev/core';
import { Typography } from 'antd';
import { Money } from '../../components/Money';

/**
 * A net amount said the partner's way: "120,00 dh due to you", "35,00 dh owed by you" (the amount without its
 * sign, the words saying which way it goes); nothing owed reads "0,00 dh".
 */
export function NetAmount({ value, strong = false }: { value: number; strong?: boolean }) {
  const t = useTranslate();
  if (value === 0) return <Money value={0} strong={strong} />;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <Money value={Math.abs(value)} strong={strong} />{' '}
      <Typography.Text type={value < 0 ? 'danger' : 'success'} style={{ fontSize: 'inherit' }}>
        {t(value > 0 ? 'payments.summary.due' : 'payments.summary.owed')}
      </Typography.Text>
    </span>
  );
}
