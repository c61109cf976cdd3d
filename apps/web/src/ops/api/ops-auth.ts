import type { TOpsLoginRequest, TOpsLoginResponse, TOpsOperatorProfile } from '@coastbook/contracts';
import type { OpsPermission } from '@coastbook/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { encryptCredential } from '../../api/credentials';
import { useOpsToken } from '../session/ops-token';
import { opsKeys } from './ops-keys';
import { opsGet, opsPost } from './ops-transport';

/** POST ops/auth/login: the password leaves encrypted with the portal's public key (as customer passwords do). */
export async function loginOperator(loginName: string, password: string): Promise<TOpsLoginResponse> {
  const body: TOpsLoginRequest = { loginName, password: await encryptCredential(password) };
  return opsPost<TOpsLoginResponse>('ops/auth/login', body);
}

export function logoutOperator(): Promise<boolean> {
  return opsPost<boolean>('ops/auth/logout');
}

export const operatorProfileQuery = () =>
  queryOptions({
    queryKey: opsKeys.me(),
    queryFn: ({ signal }) => opsGet<TOpsOperatorProfile>('ops/auth/me', undefined, signal),
    staleTime: 5 * 60_000,
  });

/** The logged-in operator (GET ops/auth/me), loaded once per login. */
export function useOperatorProfile() {
  const token = useOpsToken();
  return useQuery({ ...operatorProfileQuery(), enabled: token !== null });
}

/** Whether the operator holds a permission; the server enforces, the console only hides. */
export function useHasOpsPermission(permission: OpsPermission): boolean {
  const { data } = useOperatorProfile();
  return data?.permissions.includes(permission) ?? false;
}
