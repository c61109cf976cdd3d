import type { TMasterApplyRequest, TMasterChangeRequest, TMasterRequest, TMasterUpdateRequest } from '@coastbook/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get, postJson } from '../../../api/transport';

const BASE = 'web/entMasterReq';

export interface MasterRequestPage {
  records: TMasterRequest[];
  total: number;
  current: number;
  size: number;
}

export interface EnterpriseMember {
  userId: string;
  logonId: string;
  userCnnme: string | null;
  userType: string;
}

export const masterRequestQueryKeys = {
  all: ['enterprise', 'masterRequests'] as const,
  page: (current: number, size: number) => [...masterRequestQueryKeys.all, 'page', current, size] as const,
  members: () => [...masterRequestQueryKeys.all, 'members'] as const,
};

/** POST search: the main account sees its enterprise's requests, a sub-account its own (default page 1, size 10). */
export function searchMasterRequests(current: number, size: number): Promise<MasterRequestPage> {
  return postJson<MasterRequestPage>(`${BASE}/search`, { current, size });
}

export function useMasterRequests(current: number, size: number) {
  return useQuery(
    queryOptions({ queryKey: masterRequestQueryKeys.page(current, size), queryFn: () => searchMasterRequests(current, size), placeholderData: keepPreviousData, staleTime: 0 }),
  );
}

export function applyForMaster(request: TMasterApplyRequest): Promise<{ id: string }> {
  return postJson<{ id: string }>(`${BASE}/apply`, request);
}

export function changeMaster(request: TMasterChangeRequest): Promise<true> {
  return postJson<true>(`${BASE}/change`, request);
}

export function updateMasterRequest(request: TMasterUpdateRequest): Promise<true> {
  return postJson<true>(`${BASE}/update`, request);
}

/** GET entUser/getUserByEnterpriseId: the enterprise's users (the change page offers its linked sub-accounts). */
export function useEnterpriseMembers(enterpriseId: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [...masterRequestQueryKeys.members(), enterpriseId ?? ''],
      queryFn: ({ signal }) => get<EnterpriseMember[]>('web/entUser/getUserByEnterpriseId', { enterpriseId }, signal ? { signal } : {}),
      enabled: enterpriseId !== undefined,
      staleTime: 0,
    }),
  );
}
