import type { TUaasCompany, TUaasLogonStatus } from '@coastbook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get, postJson } from '../../../api/transport';
import { encryptCredential } from '../../../api/credentials';

const UAAS = 'web/commonUrl/uaas';
const ACCOUNT = 'web/domestic/uaasAccount';

export interface EnterpriseUserBinding {
  userId: string;
  logonId: string;
  userType: 'M' | 'S' | 'N';
  enterpriseCnnme: string;
  boundEmail: string | null;
  matchesEmail: boolean;
}

export const uaasQueryKeys = {
  all: ['enterprise', 'uaas'] as const,
  status: () => [...uaasQueryKeys.all, 'status'] as const,
  companies: (email: string) => [...uaasQueryKeys.all, 'companies', email] as const,
  users: (email: string, sapId: string) => [...uaasQueryKeys.all, 'users', email, sapId] as const,
  phoneEqual: () => [...uaasQueryKeys.all, 'phoneEqual'] as const,
};

/** GET getLogonStatus: ea e-mail, pn phone, status Unbound / Inactive / Active. */
export function useUaasStatus() {
  return useQuery(queryOptions({ queryKey: uaasQueryKeys.status(), queryFn: ({ signal }) => get<TUaasLogonStatus>(`${UAAS}/getLogonStatus`, undefined, signal ? { signal } : {}), staleTime: 0 }));
}

export function useUaasCompanies(email: string | null | undefined) {
  return useQuery(
    queryOptions({
      queryKey: uaasQueryKeys.companies(email ?? ''),
      queryFn: ({ signal }) => get<TUaasCompany[]>(`${UAAS}/findCompaniesByUserId`, { email }, signal ? { signal } : {}),
      enabled: Boolean(email),
    }),
  );
}

/** GET getEpanEntUserDTOList: the main account's view of its users' bindings. */
export function useEnterpriseUserBindings(email: string | null | undefined, sapId: string | null | undefined) {
  return useQuery(
    queryOptions({
      queryKey: uaasQueryKeys.users(email ?? '', sapId ?? ''),
      queryFn: ({ signal }) => get<EnterpriseUserBinding[]>(`${UAAS}/getEpanEntUserDTOList`, { email, sapId }, signal ? { signal } : {}),
      enabled: Boolean(email && sapId),
    }),
  );
}

export function usePhoneIsEqual(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: uaasQueryKeys.phoneEqual(), queryFn: ({ signal }) => get<boolean>(`${UAAS}/checkPhoneIsEqual`, undefined, signal ? { signal } : {}), enabled }));
}

export function checkExistsUserByEmail(email: string): Promise<boolean> {
  return get<boolean>(`${UAAS}/checkExistsUserByEmail`, { email });
}

/** bindUser: an existing unified account, proven by its password (sent encrypted). */
export async function bindUnifiedUser(request: { userLogonId: string; email: string; password: string }): Promise<TUaasLogonStatus> {
  return postJson<TUaasLogonStatus>(`${UAAS}/bindUser`, { ...request, password: await encryptCredential(request.password) });
}

/** uaasAccountUpgrade: e-mail code + password; creates the unified account (active) or binds the existing one. */
export async function upgradeToUnifiedAccount(request: { email: string; emailCode: string; password: string }): Promise<TUaasLogonStatus> {
  return postJson<TUaasLogonStatus>(`${ACCOUNT}/uaasAccountUpgrade`, { ...request, password: await encryptCredential(request.password) });
}

export function activateUnifiedAccount(request: { email: string; emailCode: string }): Promise<TUaasLogonStatus> {
  return postJson<TUaasLogonStatus>(`${UAAS}/accountActivate`, request);
}

export function updateUnifiedPhone(): Promise<{ pn: string }> {
  return postJson<{ pn: string }>(`${ACCOUNT}/updatePhone`, {});
}
