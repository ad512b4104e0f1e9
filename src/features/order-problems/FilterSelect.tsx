import { useTranslate } from '@refinedev/core';
import { Select } from 'antd';
import { LIABLE_PARTIES } from '../../domain/orderProblems';
import { ORDER_KINDS } from '../../domain/orders';

export interface FilterSelectProps {
  label: string;
  value: string | undefined;
  /** The values offered, and where their words are (`${textsFrom}.${value}`). */
  values: readonly string[];
  textsFrom: string;
  onChange: (value: string | undefined) => void;
  /** Without "All": one of the values is always chosen. */
  required?: boolean;
  width?: number;
}

/** One filter of a list: its label said, "All" first unless one value must be chosen. */
export function FilterSelect({ label, value, values, textsFrom, onChange, required = false, width = 150 }: FilterSelectProps) {
  const t = useTranslate();
  return (
    <Select
      aria-label={label}
      title={label}
      value={value ?? ''}
      onChange={(next: string) => onChange(next || undefined)}
      style={{ width, maxWidth: '100%' }}
      popupMatchSelectWidth={false}
      options={[
        ...(required ? [] : [{ value: '', label: `${label}: ${t('problemsDesk.all')}` }]),
        ...values.map((v) => ({ value: v, label: required ? t(`${textsFrom}.${v}`) : `${label}: ${t(`${textsFrom}.${v}`)}` })),
      ]}
    />
  );
}

type PresetProps = Pick<FilterSelectProps, 'value' | 'onChange'>;

/** The party liable: business, platform or split. */
export function LiableFilter(props: PresetProps) {
  const t = useTranslate();
  return (
    <FilterSelect {...props} label={t('problemsDesk.liableFilter')} values={LIABLE_PARTIES} textsFrom="problemsDesk.liable" width={170} />
  );
}

/** The kind of order (or, given `values`, of business). */
export function KindFilter({ values = ORDER_KINDS, ...props }: PresetProps & { values?: readonly string[] }) {
  const t = useTranslate();
  return <FilterSelect {...props} label={t('problemsDesk.typeFilter')} values={values} textsFrom="problemsDesk.kinds" width={170} />;
}
