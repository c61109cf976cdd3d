import type { TAddInvoiceAcceptanceEmailRequest, TInvoiceAcceptanceEmail } from '@coastbook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get, postJson } from '../../../api/transport';

const BASE = 'web/invoiceAcceptanceEmail';

export const invoiceEmailQueryKeys = {
  all: ['invoiceAcceptanceEmail'] as const,
};

/** GET list: the enterprise's invoice receiving mailboxes (sub-accounts need user_auto_invoice). */
export function getInvoiceEmails(signal?: AbortSignal): Promise<TInvoiceAcceptanceEmail[]> {
  return get<TInvoiceAcceptanceEmail[]>(`${BASE}/list`, undefined, signal ? { signal } : {});
}

export function useInvoiceEmails() {
  return useQuery(queryOptions({ queryKey: invoiceEmailQueryKeys.all, queryFn: ({ signal }) => getInvoiceEmails(signal), staleTime: 0 }));
}

/** POST add: the address with the INVOICE_MANAGER code sent to it; 5 at most. */
export function addInvoiceEmail(request: TAddInvoiceAcceptanceEmailRequest): Promise<TInvoiceAcceptanceEmail> {
  return postJson<TInvoiceAcceptanceEmail>(`${BASE}/add`, request);
}

export function deleteInvoiceEmail(id: string): Promise<unknown> {
  return postJson<unknown>(`${BASE}/delete`, { id });
}
