import { ConfigProvider, Input, type InputProps } from 'antd';
import { PHONE_PREFIX } from '../domain/phone';

/**
 * A Moroccan phone number after its "+212": the group stays left to right in every language, so that in
 * Arabic it still reads "+212 6…" (not "212+" on the other side of the number).
 */
export function PhoneInput(props: Omit<InputProps, 'addonBefore' | 'inputMode'>) {
  return (
    <ConfigProvider direction="ltr">
      <Input addonBefore={PHONE_PREFIX} dir="ltr" inputMode="tel" autoComplete="tel-national" {...props} />
    </ConfigProvider>
  );
}
