import { formatMoney } from '../domain/money';

/** An amount in dh ("1 234,50 dh"), kept on one line. */
export function Money({ value, strong = false }: { value: number | string | null | undefined; strong?: boolean }) {
  const text = formatMoney(value);
  return <span style={{ whiteSpace: 'nowrap', fontWeight: strong ? 600 : undefined }}>{text}</span>;
}
