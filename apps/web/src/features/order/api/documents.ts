import type { TOrderDocumentKind, TOrderDocumentTryResponse } from '@coastbook/contracts';
import { BATCH_CONFIRM_DOWNLOAD_TIMEOUT_MS } from '@coastbook/domain';
import { useQuery } from '@tanstack/react-query';
import { downloadFile, type DownloadedFile } from '../../../api/download';
import { get } from '../../../api/transport';
import { ORDER_BASE } from './order-paths';

/** Order documents (001 §7 "Tracking and documents"): booking confirmation (bkg) and bill of lading (bl). */

const DOWNLOAD_BASE = `${ORDER_BASE}/download`;

/** GET download/{kind}/try: may it be downloaded now (else the server's Chinese reason). */
export function useDocumentTry(kind: TOrderDocumentKind, orderId: string) {
  return useQuery({
    queryKey: ['order', 'document-try', kind, orderId],
    queryFn: ({ signal }) => get<TOrderDocumentTryResponse>(`${DOWNLOAD_BASE}/${kind}/try`, { orderId }, { signal }),
    staleTime: 0,
  });
}

/** GET download/{kind}?orderId=…: the PDF (blob). */
export function downloadDocument(kind: TOrderDocumentKind, orderId: string, fallbackName: string): Promise<DownloadedFile> {
  return downloadFile({ path: `${DOWNLOAD_BASE}/${kind}`, query: { orderId }, fallbackName });
}

/** POST download/{kind}/confirm { orderIds }: one PDF, or a ZIP for several orders (120 s, 001 §9). */
export function downloadConfirmedDocuments(kind: TOrderDocumentKind, orderIds: readonly string[]): Promise<DownloadedFile> {
  return downloadFile({
    path: `${DOWNLOAD_BASE}/${kind}/confirm`,
    method: 'POST',
    json: { orderIds },
    fallbackName: orderIds.length > 1 ? `${kind}.zip` : `${kind}.pdf`,
    timeoutMs: BATCH_CONFIRM_DOWNLOAD_TIMEOUT_MS,
  });
}
