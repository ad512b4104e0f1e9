import { Type } from 'typebox';
import { STAFF_ROLES } from '../../src/domain/staff';
import { LOCALES } from '../../src/i18n/types';
import { Bool, Int, Moment, Nullable, Str, enumOf } from '../answers';

const StaffRoleField = enumOf(
  STAFF_ROLES,
  'manager (everything of the business but the team, identity and the owner account) or desk (orders, pause, sold out)',
);

/** A member of a business's team. */
export const TeamMember = Type.Object(
  {
    _id: Str('The membership id'),
    userId: Str("The member's own account"),
    name: Str(),
    email: Str(),
    role: StaffRoleField,
    createdAt: Moment('When they joined'),
    lastSignInAt: Nullable(Moment('When they last opened the back-office signed in')),
  },
  { description: 'A member of the team' },
);

/** An invitation not used yet (pending, or expired and resendable). */
export const TeamInvitation = Type.Object(
  {
    _id: Str(),
    email: Str(),
    role: StaffRoleField,
    createdAt: Moment('When it was sent (or last resent)'),
    expiresAt: Moment('When its link stops working'),
    expired: Bool('Its link no longer works: resend it or cancel it'),
  },
  { description: 'An invitation not used yet' },
);

export const TeamAnswer = Type.Object({
  members: Type.Array(TeamMember),
  invitations: Type.Array(TeamInvitation),
  total: Int('Members and pending invitations together'),
  limit: Int('At most this many members and pending invitations'),
});

export const InvitationAnswer = Type.Object({ message: Str(), invitation: TeamInvitation });
export const MemberAnswer = Type.Object({ message: Str(), member: TeamMember });

/** What the invitation page shows before the invitee chooses a name and a password. */
export const InvitationPreview = Type.Object({
  email: Str(),
  role: StaffRoleField,
  business: Str("The business's name"),
  owner: Str("The owner's name"),
  language: enumOf(LOCALES, 'The language the invitation was written in'),
  existingAccount: Bool('The e-mail already has a staff account (no longer in a team): it joins with its password'),
});

/** The business a staff account acts for. */
export const MembershipAnswer = Type.Object({
  role: StaffRoleField,
  owner: Type.Object({
    _id: Str("The business owner's account: the back-office runs as it"),
    name: Str(),
    role: Str('restaurant_owner, store_owner or services_owner'),
    verified: Bool(),
  }),
});
