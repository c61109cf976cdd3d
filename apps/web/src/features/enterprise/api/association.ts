import type { TAssociationStatus, TEnterpriseSuggestion, TSaveAssociationRequest } from '@coastbook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get, postJson } from '../../../api/transport';

const BASE = 'web/association';

export const associationQueryKeys = {
  all: ['enterprise', 'association'] as const,
  status: () => [...associationQueryKeys.all, 'status'] as const,
};

/** GET getAssociationStatus: typeCode 1 / 2 / 3 with the enterprise name and the apps still verifying (000 §4.7). */
export function getAssociationStatus(signal?: AbortSignal): Promise<TAssociationStatus> {
  return get<TAssociationStatus>(`${BASE}/getAssociationStatus`, undefined, signal ? { signal } : {});
}

export function useAssociationStatus() {
  return useQuery(
    queryOptions({ queryKey: associationQueryKeys.status(), queryFn: ({ signal }) => getAssociationStatus(signal), staleTime: 0, retry: false }),
  );
}

/** GET searchEnterpriseByName?enterpriseCnnme= (≥ 2 characters): certified enterprises to link with. */
export function searchEnterpriseByName(enterpriseCnnme: string, signal?: AbortSignal): Promise<TEnterpriseSuggestion[]> {
  return get<TEnterpriseSuggestion[]>(`${BASE}/searchEnterpriseByName`, { enterpriseCnnme }, signal ? { signal } : {});
}

/** GET hasEnterpriseId?enterpriseId=: true when the id names a linkable enterprise. */
export function hasEnterpriseId(enterpriseId: string): Promise<boolean> {
  return get<boolean>(`${BASE}/hasEnterpriseId`, { enterpriseId });
}

/** GET isUpperEnterpriseLimit?enterpriseId=: true when the enterprise has reached its link limit. */
export function isUpperEnterpriseLimit(enterpriseId: string): Promise<boolean> {
  return get<boolean>(`${BASE}/isUpperEnterpriseLimit`, { enterpriseId });
}

/** POST saveAssociation: [] when saved; otherwise the apps still verifying the account (nothing saved). */
export function saveAssociation(request: TSaveAssociationRequest): Promise<string[]> {
  return postJson<string[]>(`${BASE}/saveAssociation`, request);
}
