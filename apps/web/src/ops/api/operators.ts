import type {
  TChangeOperatorRoleRequest,
  TChangeOwnOperatorPasswordRequest,
  TCreateOperatorRequest,
  TOperatorListQuery,
  TOperatorPage,
  TOperatorRecord,
  TResetOperatorPasswordResponse,
  TRevealBankAccountResponse,
} from '@coastbook/contracts';
import type { OperatorRole } from '@coastbook/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { encryptCredential } from '../../api/credentials';
import { opsKeys } from './ops-keys';
import { opsGet, opsPost } from './ops-transport';

/** Operator management (ops_operator_manage) and the operator's own password change. Keys live under ['ops'] so a logout drops them. */
const operatorKeys = {
  all: () => [...opsKeys.all, 'operators'] as const,
  page: (query: object) => [...opsKeys.all, 'operators', 'page', query] as const,
};

export function useOperatorPage(query: Partial<TOperatorListQuery>) {
  return useQuery({
    queryKey: operatorKeys.page(query),
    queryFn: ({ signal }) => opsGet<TOperatorPage>('ops/operators', { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}

export interface CreateOperatorInput {
  loginName: string;
  displayName: string;
  role: OperatorRole;
  password: string;
}

type OperatorAction =
  | { kind: 'create'; input: CreateOperatorInput }
  | { kind: 'disable' | 'enable'; operatorId: string }
  | { kind: 'role'; operatorId: string; role: OperatorRole }
  | { kind: 'reset-password'; operatorId: string };

async function runOperatorAction(action: OperatorAction): Promise<TOperatorRecord | TResetOperatorPasswordResponse> {
  const path = (operatorId: string, verb: string) => `ops/operators/${encodeURIComponent(operatorId)}/${verb}`;
  switch (action.kind) {
    case 'create': {
      const body: TCreateOperatorRequest = { ...action.input, password: await encryptCredential(action.input.password) };
      return opsPost<TOperatorRecord>('ops/operators', body);
    }
    case 'role': {
      const body: TChangeOperatorRoleRequest = { role: action.role };
      return opsPost<TOperatorRecord>(path(action.operatorId, 'role'), body);
    }
    case 'reset-password':
      return opsPost<TResetOperatorPasswordResponse>(path(action.operatorId, 'reset-password'));
    default:
      return opsPost<TOperatorRecord>(path(action.operatorId, action.kind));
  }
}

export function useOperatorAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runOperatorAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorKeys.all() }),
  });
}

/** POST ops/auth/password: both passwords leave encrypted; afterwards the profile no longer asks for a change. */
export function useChangeOwnPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { oldPassword: string; newPassword: string }) => {
      const body: TChangeOwnOperatorPasswordRequest = {
        oldPassword: await encryptCredential(input.oldPassword),
        newPassword: await encryptCredential(input.newPassword),
      };
      return opsPost<boolean>('ops/auth/password', body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKeys.me() }),
  });
}

/** POST ops/bank-reviews/:id/reveal-account: the full number; every call is audited on the server, so it is never cached. */
export function revealBankAccount(enterpriseId: string): Promise<TRevealBankAccountResponse> {
  return opsPost<TRevealBankAccountResponse>(`ops/bank-reviews/${encodeURIComponent(enterpriseId)}/reveal-account`);
}
