import type { Answer } from './types';
import { operation, param, type EndpointTable } from './types';

/** A business's team as the owner's screen reads it (GET /team). */
export type Team = Answer<'getTeam'>;
/** A member of the business's team. */
export type TeamMember = Team['members'][number];
/** An invitation not used yet; `expired` ones can be resent or cancelled. */
export type TeamInvitation = Team['invitations'][number];
/** What the join page shows from an invitation's link. */
export type InvitationPreview = Answer<'readTeamInvitation'>;

/**
 * A business's team: the owner's screen (members, invitations), the invitee's join page (public), a
 * staff account's own membership, and the admin's list of a partner's members.
 */
export const teamEndpoints: EndpointTable = {
  team: {
    get: operation('getTeam', { method: 'GET', path: () => '/team' }),
    invite: operation('inviteTeamMember', { method: 'POST', path: () => '/team/invitations' }),
    resend: operation('resendTeamInvitation', { method: 'POST', path: (p) => `/team/invitations/${param(p, 'id')}/resend` }),
    cancel: operation('cancelTeamInvitation', { method: 'DELETE', path: (p) => `/team/invitations/${param(p, 'id')}` }),
    changeRole: operation('changeTeamMemberRole', { method: 'PUT', path: (p) => `/team/members/${param(p, 'id')}` }),
    remove: operation('removeTeamMember', { method: 'DELETE', path: (p) => `/team/members/${param(p, 'id')}` }),
    readInvitation: operation('readTeamInvitation', { method: 'GET', path: (p) => `/team/join/${param(p, 'id')}` }),
    join: operation('acceptTeamInvitation', { method: 'POST', path: (p) => `/team/join/${param(p, 'id')}` }),
    me: operation('getOwnMembership', { method: 'GET', path: () => '/team/me' }),
  },
  partnerTeam: {
    getList: operation('getPartnerTeam', { method: 'GET', path: (p) => `/admin/team/${param(p, 'ownerId')}` }),
    deleteOne: operation('removeTeamMember', { method: 'DELETE', path: (p) => `/team/members/${param(p, 'id')}` }),
  },
};
