import { formatMoney } from '../i18n/format';

/**
 * An amount in dh ("1 234,50 dh", "1 234,50 د.م."), kept on one line and isolated (<bdi>) so that in
 * Arabic text the digits never change places with the words around them.
 */
export function Money({ value, strong = false }: { value: number | string | null | undefined; strong?: boolean }) {
  const text = formatMoney(value);
  return <bdi style={{ whiteSpace: 'nowrap', fontWeight: strong ? 600 : undefined }}>{text}</bdi>;
}
