import { useCustom, useGetIdentity, useOne, type BaseRecord, type HttpError } from '@refinedev/core';
import { useParams } from 'react-router';
import { businessTypeFromSegment, ownBusinessType } from '../domain/business';
import type { BusinessType, SessionUser } from '../domain/roles';

export interface CurrentBusiness<B extends BaseRecord> {
  business: B | undefined;
  type: BusinessType | null;
  /** An admin looking at someone else's business (/settings/{type}/{id}, /besnise/{role}/{id}, …). */
  isAdminView: boolean;
  isLoading: boolean;
  error: HttpError | null;
  refetch: () => void;
}

/**
 * The business a screen is about: from the route for an admin (/…/{besniseType|role}/{id}),
 * otherwise the logged-in owner's own (GET /{type}/getByOwner/{ownerId}).
 */
export function useCurrentBusiness<B extends BaseRecord = BaseRecord>(): CurrentBusiness<B> {
  const params = useParams();
  const { data: user } = useGetIdentity<SessionUser>();
  const isAdminView = user?.role === 'admin' && !!params.id;
  const type = isAdminView ? businessTypeFromSegment(params.besniseType ?? params.role) : user ? ownBusinessType(user.role) : null;

  const adminQuery = useOne<B, HttpError>({
    resource: 'businesses',
    id: params.id ?? '',
    meta: { type },
    queryOptions: { enabled: isAdminView && !!type },
    errorNotification: false,
  });
  const ownerQuery = useCustom<B, HttpError>({
    url: 'businesses.byOwner',
    method: 'get',
    meta: { type, ownerId: user?._id },
    queryOptions: { enabled: !isAdminView && !!type && !!user, retry: false },
    errorNotification: false,
  });

  const query = isAdminView ? adminQuery.query : ownerQuery.query;
  return {
    // useCustom's `result.data` is an empty object until loaded; the query's data is undefined instead.
    business: isAdminView ? adminQuery.result : ownerQuery.query.data?.data,
    type,
    isAdminView,
    isLoading: !!type && query.isLoading,
    error: query.error ?? null,
    refetch: () => void query.refetch(),
  };
}
