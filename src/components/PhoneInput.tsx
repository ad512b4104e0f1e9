import { ConfigProvider, type InputProps } from 'antd';
// The input alone, not antd's Input with its TextArea, Search and OTP.
import Input from 'antd/es/input/Input';
import { PHONE_PREFIX } from '../domain/phone';
import { LATIN_TEXT } from './LatinText';
import { PlainInput, type PlainInputProps } from './PlainInput';

/** What makes a field a Moroccan phone number's, whichever input draws it. */
const PHONE_FIELD = { addonBefore: PHONE_PREFIX, className: LATIN_TEXT, inputMode: 'tel', autoComplete: 'tel-national' } as const;

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

/** The same field in PlainInput, for the public pages' forms (the register form). */
export function PlainPhoneInput(props: Omit<PlainInputProps, 'addonBefore' | 'inputMode' | 'className'>) {
  return (
    <div dir="ltr">
      <PlainInput {...PHONE_FIELD} {...props} />
    </div>
  );
}
