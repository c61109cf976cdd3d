import type {
  TAuditedUserPageQuery,
  TBatchApproveRequest,
  TBatchRefuseRequest,
  TSubUser,
  TUpdateSubUserPermissionRequest,
  TUpdateSubUserTokenResponse,
} from '@coastbook/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get, postJson } from '../../../api/transport';

const BASE = 'web/enterprise/subUser';

export interface SubUserPage {
  records: TSubUser[];
  total: number;
  current: number;
  size: number;
}

export const subUserQueryKeys = {
  all: ['enterprise', 'subUsers'] as const,
  pending: () => [...subUserQueryKeys.all, 'pending'] as const,
  audited: (query: Partial<TAuditedUserPageQuery>) => [...subUserQueryKeys.all, 'audited', query] as const,
};

/** GET getPendingUsers: link requests waiting for the main account. */
export function getPendingUsers(signal?: AbortSignal): Promise<TSubUser[]> {
  return get<TSubUser[]>(`${BASE}/getPendingUsers`, undefined, signal ? { signal } : {});
}

export function usePendingUsers() {
  return useQuery(queryOptions({ queryKey: subUserQueryKeys.pending(), queryFn: ({ signal }) => getPendingUsers(signal), staleTime: 0 }));
}

/** GET getAuditedUserPage: approved (A) and refused (R) users, newest decision first. */
export function getAuditedUserPage(query: Partial<TAuditedUserPageQuery>, signal?: AbortSignal): Promise<SubUserPage> {
  return get<SubUserPage>(`${BASE}/getAuditedUserPage`, query, signal ? { signal } : {});
}

export function useAuditedUsers(query: Partial<TAuditedUserPageQuery>) {
  return useQuery(
    queryOptions({
      queryKey: subUserQueryKeys.audited(query),
      queryFn: ({ signal }) => getAuditedUserPage(query, signal),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );
}

export function batchApprove(request: TBatchApproveRequest): Promise<true> {
  return postJson<true>(`${BASE}/batchApprove`, request);
}

export function batchRefuse(request: TBatchRefuseRequest): Promise<true> {
  return postJson<true>(`${BASE}/batchRefuse`, request);
}

export function batchDelete(userIds: string[]): Promise<true> {
  return postJson<true>(`${BASE}/batchDelete`, { userIds });
}

export function updateSubUserPermission(request: TUpdateSubUserPermissionRequest): Promise<true> {
  return postJson<true>(`${BASE}/updateSubUserPermission`, request);
}

/** POST updateSubUserToken: issue (the token is in this answer only) or revoke. */
export function updateSubUserToken(userId: string, action: 'issue' | 'revoke'): Promise<TUpdateSubUserTokenResponse> {
  return postJson<TUpdateSubUserTokenResponse>(`${BASE}/updateSubUserToken`, { userId, action });
}
