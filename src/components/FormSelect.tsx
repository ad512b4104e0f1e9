import { Select, type SelectProps } from 'antd';

/**
 * antd's Select inside a required Form.Item: the item puts aria-required on the Select's outer div,
 * where ARIA does not allow it (axe: aria-allowed-attr). The asterisk on the label still shows it.
 */
export function FormSelect<V>({ 'aria-required': _required, ...props }: SelectProps<V> & { 'aria-required'?: unknown }) {
  return <Select<V> {...props} />;
}
