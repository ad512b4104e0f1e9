import type { ReactNode } from 'react';
import { useTranslate } from '@refinedev/core';
import { Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { LATIN_TEXT } from '../../components/LatinText';
import { useClock } from '../../components/useClock';
import { dateTimeIn } from '../../domain/clock';
import { rateText } from '../../domain/commission';
import { i18nProvider } from '../../providers/i18nProvider';
import { orderHref } from './orderLinks';

/** Secondary text under a cell's main line. */
export const Secondary = ({ children }: { children: ReactNode }) => (
  <Typography.Text type="secondary" style={{ fontSize: 13 }}>
    {children}
  </Typography.Text>
);

/** A moment on the reader's clock, kept left to right in Arabic. */
export function When({ at }: { at: string }) {
  const clock = useClock();
  return (
    <bdi className={LATIN_TEXT} style={{ whiteSpace: 'nowrap' }}>
      {dateTimeIn(at, clock.zone)}
    </bdi>
  );
}

/** "#1234", opening the order in its list when it has one. */
export function OrderNumber({ order, finished }: { order: { kind: string; commandNumber: number }; finished: boolean }) {
  const t = useTranslate();
  const href = orderHref(order, finished);
  const text = <bdi style={{ whiteSpace: 'nowrap', fontWeight: 600 }}>#{order.commandNumber}</bdi>;
  return href ? (
    <Link to={href} aria-label={t('problemsDesk.openOrder', { number: order.commandNumber })}>
      {text}
    </Link>
  ) : (
    text
  );
}

/** The business an order or refund is for (Easy Market for grocery orders), and its kind. */
export function BusinessCell({ name, kind }: { name: string | null | undefined; kind: string }) {
  const t = useTranslate();
  return (
    <Flex vertical gap={0}>
      <bdi>{name ?? t('problemsDesk.kinds.grocery')}</bdi>
      {name && <Secondary>{t(`problemsDesk.kinds.${kind}`)}</Secondary>}
    </Flex>
  );
}

const LIABLE_COLORS: Record<string, string> = { business: 'orange', platform: 'blue', split: 'purple' };

/** Who bears the cost. */
export function LiableTag({ liable }: { liable: string }) {
  const t = useTranslate();
  return (
    <Tag color={LIABLE_COLORS[liable]} style={{ marginInlineEnd: 0 }}>
      {t(`problemsDesk.liable.${liable}`)}
    </Tag>
  );
}

const DISPUTE_COLORS: Record<string, string> = { open: 'gold', upheld: 'default', reversed: 'green' };

/** A dispute's state. */
export function DisputeTag({ status }: { status: string }) {
  const t = useTranslate();
  return (
    <Tag color={DISPUTE_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {t(`problemsDesk.disputeStatus.${status}`)}
    </Tag>
  );
}

/** A rate in basis points as a percentage, with what it is of ("2 of 4"). */
export function Rate({ rate, part, whole }: { rate: number; part: number; whole: number }) {
  const t = useTranslate();
  const point = i18nProvider.getLocale() === 'en' ? '.' : ',';
  return (
    <Flex vertical gap={0}>
      <bdi style={{ whiteSpace: 'nowrap', fontWeight: rate > 0 ? 600 : undefined }}>
        {t('problemsDesk.percent', { rate: rateText(rate, point) })}
      </bdi>
      <Secondary>{t('problemsDesk.ofCount', { part, whole })}</Secondary>
    </Flex>
  );
}
