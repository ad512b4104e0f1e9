import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AdminOverview, Answer, Business, Pack, RequestBody } from '../../src/api/types';
import { operation, type EndpointParams } from '../../src/providers/endpoints/types';
import { teamEndpoints, type TeamMember } from '../../src/providers/endpoints/team';

/**
 * The SPA's types come from the contract (src/api/openapi.d.ts, generated from openapi.json): these lines are
 * checked by `tsc -b`. Each `@ts-expect-error` is a use the contract does not allow; if the contract came to
 * allow it (or the types stopped coming from it) the directive itself would fail the type check.
 */
describe('the contract types the endpoint table and the screens', () => {
  it("names an operation's answer and body as the contract declares them", () => {
    expectTypeOf<Answer<'getAdminOverview'>>().toEqualTypeOf<AdminOverview>();
    expectTypeOf<AdminOverview['staleNew']['orders'][number]['escalatedAt']>().toEqualTypeOf<string | null>();
    expectTypeOf<Answer<'listPacks'>>().toEqualTypeOf<Pack[]>();
    expectTypeOf<Answer<'getBusinessByOwner'>>().toEqualTypeOf<Business>();
    expectTypeOf<RequestBody<'updatePartnerEmail'>>().toEqualTypeOf<{ newEmail: string }>();
    // An entry that reaches one of several routes (one per business type) reads either answer.
    expectTypeOf<Answer<'getRestaurantForAdmin' | 'getStoreForAdmin'>>().toEqualTypeOf<Business>();
    expectTypeOf<TeamMember['lastSignInAt']>().toEqualTypeOf<string | null>();
  });

  it('refuses, at compile time, a field an answer does not have', () => {
    const overview = { revenueToday: 12.5 } as AdminOverview;
    // @ts-expect-error the overview answers revenueToday, not a revenue of yesterday
    const yesterday: number = overview.revenueYesterday;
    expect(yesterday).toBeUndefined();
    expect(overview.revenueToday).toBe(12.5);
  });

  it("types an entry's select by its operation's answer, and its body by the operation's body", () => {
    const path = () => '/data/admin/overview';
    const entry = operation('getAdminOverview', { method: 'GET', path, select: (answer) => answer.staleNew.count });
    expect(entry.operationId).toBe('getAdminOverview');
    // @ts-expect-error the overview has no `stale` field: the select reads what the contract declares
    operation('getAdminOverview', { method: 'GET', path, select: (answer) => answer.stale });
    const email = (p: EndpointParams) => ({ newEmail: String(p.variables?.newEmail) });
    expect(operation('updatePartnerEmail', { method: 'PUT', path, body: email }).body?.({ variables: { newEmail: 'a@b.ma' } })).toEqual({
      newEmail: 'a@b.ma',
    });
    // @ts-expect-error the body is { newEmail }: an `email` field is not the operation's
    operation('updatePartnerEmail', { method: 'PUT', path, body: () => ({ email: 'a@b.ma' }) });
  });

  it('binds the team screen to its operations', () => {
    expect(teamEndpoints.team?.get?.operationId).toBe('getTeam');
    const member = { role: 'manager' } as TeamMember;
    // @ts-expect-error a member's role is one of the staff roles the contract lists
    member.role = 'chef';
    expect(member.role).toBe('chef');
  });
});
