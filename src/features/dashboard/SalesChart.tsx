import { useTranslate } from '@refinedev/core';
import { Area, Column, Line } from '@ant-design/plots';
import { Empty } from 'antd';
import dayjs from 'dayjs';
import type { ChartType, Period, SalesPoint } from '../../domain/stats';

const SERIES = ['totalOrder', 'success', 'refused'] as const;
const COLORS = ['#0b57c2', '#2e7d0f', '#c4161c'];

/** Orders, delivered and refused per bucket. Loaded lazily: the charting library is heavy. */
export default function SalesChart({
  data,
  type,
  period,
  height = 320,
}: {
  data: SalesPoint[];
  type: ChartType;
  period: Period;
  height?: number;
}) {
  const t = useTranslate();
  if (data.every((p) => p.totalOrder === 0)) return <Empty description={t('dashboard.noData')} />;
  const label = (date: string) => dayjs(date).format(period === 'monthly' ? 'MM/YYYY' : 'DD/MM');
  const long = data.flatMap((p) => SERIES.map((s) => ({ date: label(p.date), series: t(`dashboard.series.${s}`), value: p[s] })));
  const common = {
    data: long,
    xField: 'date',
    yField: 'value',
    colorField: 'series',
    height,
    scale: { color: { range: COLORS } },
    axis: { x: { labelAutoHide: true } },
  };
  const chart =
    type === 'bar' ? (
      <Column {...common} group />
    ) : type === 'area' ? (
      <Area {...common} stack={false} style={{ fillOpacity: 0.25 }} />
    ) : (
      <Line {...common} />
    );
  // Time runs left to right in every language; the canvas lays its labels out for that direction.
  return <div dir="ltr">{chart}</div>;
}
