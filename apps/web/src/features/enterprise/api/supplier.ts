import type {
  TCharterSupplierAllFields,
  TCharterSupplierForm,
  TCharterSupplierView,
  TForwardToESupplierResponse,
  TSupplierLinkCheckRequest,
  TSupplierTransferLinkResponse,
  TSupplierTransferType,
} from '@coastbook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get, postJson } from '../../../api/transport';
import { useSession } from '../../../session/session-store';

const BASE = 'web/entCharterSupplier';

export const supplierQueryKeys = {
  all: ['enterprise', 'charterSupplier'] as const,
  of: (userId: string) => [...supplierQueryKeys.all, userId] as const,
};

/** GET entCharterSupplierAllFields: the page's one read (request, files by name, allowed actions). */
export function getCharterSupplierAllFields(signal?: AbortSignal): Promise<TCharterSupplierAllFields> {
  return get<TCharterSupplierAllFields>(`${BASE}/entCharterSupplierAllFields`, undefined, signal ? { signal } : {});
}

export function useCharterSupplier() {
  const userId = useSession((session) => session.user?.userId);
  return useQuery(
    queryOptions({
      queryKey: supplierQueryKeys.of(userId ?? ''),
      queryFn: ({ signal }) => getCharterSupplierAllFields(signal),
      enabled: userId !== undefined,
      // The operator decides elsewhere: re-read on every visit.
      staleTime: 0,
    }),
  );
}

/** POST entCharterSupplier (first submission, or after a refusal / withdrawal). */
export const submitCharterSupplier = (form: TCharterSupplierForm) => postJson<TCharterSupplierView>(`${BASE}/entCharterSupplier`, form);
/** POST updateEntCharterSupplier (corrects the request under review in place). */
export const updateCharterSupplier = (form: TCharterSupplierForm) => postJson<TCharterSupplierView>(`${BASE}/updateEntCharterSupplier`, form);
/** POST refuseEcharterEntByUser: withdraw the request under review. */
export const withdrawCharterSupplier = (reason?: string) => postJson<TCharterSupplierView>(`${BASE}/refuseEcharterEntByUser`, reason ? { reason } : {});
/** POST updateZeroCommitment: attach / replace the signed zero-commitment letter. */
export const updateZeroCommitment = (fileId: string) => postJson<TCharterSupplierView>(`${BASE}/updateZeroCommitment`, { fileId });
/** POST forwardToESuppler: open the certified supplier in the charter supplier system (idempotent). */
export const forwardToESupplier = () => postJson<TForwardToESupplierResponse>(`${BASE}/forwardToESuppler`, {});

/**
 * The supplier transfer of 000 §7.4: the link check, then the transfer link; the answer's data.data is
 * the URL to open in a new tab. A check refusal rejects with the server's message (shown as an error toast).
 */
export async function transferToSupplierSystem(options: { logonId: string; userId: string; transferType: TSupplierTransferType; abroad: 1 | 2 }): Promise<string> {
  const check: TSupplierLinkCheckRequest = { transferType: options.transferType, abroad: options.abroad };
  await postJson<true>('web/external/link/checkSupplierLink', check);
  const answer = await postJson<TSupplierTransferLinkResponse>('web/external/link/transferLink', options);
  return answer.data;
}
