import { PHONE_PREFIX } from '../domain/phone';
import { LATIN_TEXT } from './LatinText';
import { PlainInput, type PlainInputProps } from './PlainInput';

/** What makes a field a Moroccan phone number's, whichever input draws it (PhoneInput is antd's). */
export const PHONE_FIELD = { addonBefore: PHONE_PREFIX, className: LATIN_TEXT, inputMode: 'tel', autoComplete: 'tel-national' } as const;

/**
 * A Moroccan phone number after its "+212" in PlainInput, for the public pages' forms (the register form): the
 * group stays left to right in every language, so that in Arabic it still reads "+212 6…".
 */
export function PlainPhoneInput(props: Omit<PlainInputProps, 'addonBefore' | 'inputMode' | 'className'>) {
  return (
    <div dir="ltr">
      <PlainInput {...PHONE_FIELD} {...props} />
    </div>
  );
}
