import type { ReactNode } from 'react';
import { useTranslate } from '@refinedev/core';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Skeleton, Typography } from 'antd';
import { SummaryList } from './SummaryList';
import type { PaymentsOverview } from './types';
import { dayText } from './weekText';

export interface OpenWeekCardProps {
  /** The week as it runs; undefined until the first answer (a failure is said by the balance beside it). */
  openWeek?: PaymentsOverview['openWeek'];
  linesShown: boolean;
  onToggleLines: () => void;
  /** The week's orders, drawn when shown. */
  lines?: ReactNode;
}

/** The week not closed yet: its Monday and Sunday, its summary so far, and its orders on demand. */
export function OpenWeekCard({ openWeek, linesShown, onToggleLines, lines }: OpenWeekCardProps) {
  const t = useTranslate();
  const k = (key: string, options?: Record<string, unknown>) => t(`payments.openWeek.${key}`, options);
  return (
    <Card title={k('title')} data-testid="payments-open-week">
      {!openWeek ? (
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      ) : (
        <Flex vertical gap={12}>
          <div>
            <Typography.Text strong>{k('period', { start: dayText(openWeek.weekStart), end: dayText(openWeek.weekEnd) })}</Typography.Text>
            <br />
            <Typography.Text type="secondary">{k('hint')}</Typography.Text>
          </div>
          <SummaryList summary={openWeek.summary} testId="open-week-summary" />
          <div>
            <Button
              icon={linesShown ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}
              aria-expanded={linesShown}
              aria-controls="open-week-lines"
              onClick={onToggleLines}
              style={{ maxWidth: '100%', height: 'auto', whiteSpace: 'normal' }}
            >
              {linesShown ? k('hideLines') : k('showLines')}
            </Button>
          </div>
          <div id="open-week-lines">{linesShown && lines}</div>
        </Flex>
      )}
    </Card>
  );
}
