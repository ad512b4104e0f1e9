import { ConfigProvider, type InputProps } from 'antd';
// The input alone, not antd's Input with its TextArea, Search and OTP: the register form is a first screen.
import Input from 'antd/es/input/Input';
import { PHONE_PREFIX } from '../domain/phone';

/**
 * A Moroccan phone number after its "+212": the group stays left to right in every language, so that in
 * Arabic it still reads "+212 6…" (not "212+" on the other side of the number).
 */
export function PhoneInput(props: Omit<InputProps, 'addonBefore' | 'inputMode'>) {
  return (
    <ConfigProvider direction="ltr">
      {/* The group's own box too: antd lays the prefix out by the direction of the page around it. */}
      <div dir="ltr">
        <Input addonBefore={PHONE_PREFIX} dir="ltr" inputMode="tel" autoComplete="tel-national" {...props} />
      </div>
    </ConfigProvider>
  );
}
