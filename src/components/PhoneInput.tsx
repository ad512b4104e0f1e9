import { ConfigProvider, type InputProps } from 'antd';
// The input alone, not antd's Input with its TextArea, Search and OTP.
import Input from 'antd/es/input/Input';
import { PHONE_FIELD } from './PlainPhoneInput';

/**
 * A Moroccan phone number after its "+212": the group stays left to right in every language, so that in
 * Arabic it still reads "+212 6…" (not "212+" on the other side of the number).
 */
export function PhoneInput(props: Omit<InputProps, 'addonBefore' | 'inputMode' | 'className'>) {
  return (
    <ConfigProvider direction="ltr">
      {/* The group's own box too: antd lays the prefix out by the direction of the page around it. */}
      <div dir="ltr">
        <Input {...PHONE_FIELD} {...props} />
      </div>
    </ConfigProvider>
  );
}
