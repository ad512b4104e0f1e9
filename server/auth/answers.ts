import { Type } from 'typebox';
import { Bool, Moment, Nullable, Str, enumOf, ref } from '../answers';
import { LOCALES } from '../../src/i18n/types';
import { TIME_ZONES } from '../../src/domain/clock';

export const userFields = {
  _id: Str(),
  name: Str(),
  email: Str(),
  phone: Str(),
  role: Str('admin, restaurant_owner, store_owner, admin_restaurant, services_owner, rider or client'),
  verified: Bool('Verified by an admin'),
  profilePicture: Nullable(Str()),
  Date_birth: Nullable(Str('YYYY-MM-DD')),
  N_account: Nullable(Str()),
  N_identité: Nullable(Str('Identity card number')),
  scan_Id: Nullable(Str('The uploaded ID scan')),
  language: enumOf(LOCALES, 'The language the person reads: en, fr or ar'),
  timeZone: enumOf(TIME_ZONES, 'The clock the person reads times in: UTC or Africa/Casablanca'),
  termsVersion: Nullable(Str('The version of the partner terms accepted during onboarding')),
  termsAcceptedAt: Nullable(Moment('When the partner terms were accepted')),
  twoFactorEnabledAt: Nullable(Moment('When two-factor sign-in was turned on; null while it is off')),
  createdAt: Moment(),
};
/** An account as it may leave the server: never the password hash, the e-mail confirmation or the token version. */
export const User = Type.Object(userFields, { $id: 'User' });
export const UserAnswer = Type.Object({ user: ref(User) });
export const LoginAnswer = Type.Object({ token: Str('The bearer token'), user: ref(User), message: Str() });
/** The password was right: with a second factor, the sign-in goes on with a code (POST /api/auth/login/secondFactor). */
export const PasswordStepAnswer = Type.Union([
  LoginAnswer,
  Type.Object({
    secondFactor: Type.Literal(true, { description: 'A code from the authenticator app is needed next' }),
    challenge: Str('Sent back with the code, within 5 minutes'),
    message: Str(),
  }),
]);
/** The signed-in account, and whether it must turn two-factor sign-in on before anything else. */
export const AccountAnswer = Type.Object({
  user: ref(User),
  twoFactorRequired: Bool('An administrator without a second factor where ADMIN_TWO_FACTOR is required'),
});
export const UserMessageAnswer = Type.Object({ message: Str(), user: ref(User) });
