import type { StaffRole } from '../../domain/staff';
import { param, type EndpointTable } from './types';

/** A member of the business's team (GET /team). */
export interface TeamMember {
  _id: string;
  userId: string;
  name: string;
  email: string;
  role: StaffRole;
  createdAt: string;
  lastSignInAt: string | null;
}

/** An invitation not used yet; `expired` ones can be resent or cancelled. */
export interface TeamInvitation {
  _id: string;
  email: string;
  role: StaffRole;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
}

export interface Team {
  members: TeamMember[];
  invitations: TeamInvitation[];
  total: number;
  limit: number;
}

/** What the join page shows from an invitation's link. */
export interface InvitationPreview {
  email: string;
  role: StaffRole;
  business: string;
  owner: string;
  language: string;
  existingAccount: boolean;
}

/**
 * A business's team: the owner's screen (members, invitations), the invitee's join page (public), a
 * staff account's own membership, and the admin's list of a partner's members.
 */
export const teamEndpoints: EndpointTable = {
  team: {
    get: { method: 'GET', path: () => '/team' },
    invite: { method: 'POST', path: () => '/team/invitations' },
    resend: { method: 'POST', path: (p) => `/team/invitations/${param(p, 'id')}/resend` },
    cancel: { method: 'DELETE', path: (p) => `/team/invitations/${param(p, 'id')}` },
    changeRole: { method: 'PUT', path: (p) => `/team/members/${param(p, 'id')}` },
    remove: { method: 'DELETE', path: (p) => `/team/members/${param(p, 'id')}` },
    readInvitation: { method: 'GET', path: (p) => `/team/join/${param(p, 'id')}` },
    join: { method: 'POST', path: (p) => `/team/join/${param(p, 'id')}` },
    me: { method: 'GET', path: () => '/team/me' },
  },
  partnerTeam: {
    getList: {
      method: 'GET',
      path: (p) => `/admin/team/${param(p, 'ownerId')}`,
      select: (answer: { data: TeamMember[]; total: number }) => answer,
    },
    deleteOne: { method: 'DELETE', path: (p) => `/team/members/${param(p, 'id')}` },
  },
};
