import type { TFileCodeUrlResponse } from '@coastbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../api/transport';

/** GET web/auth/file/getURLByFileCode — a carrier document's name and download address by its code (public). */
export function getTemplateUrl(fileCode: string, signal?: AbortSignal): Promise<TFileCodeUrlResponse> {
  return get<TFileCodeUrlResponse>('web/auth/file/getURLByFileCode', { fileCode }, signal ? { signal } : {});
}

export function useTemplateUrl(fileCode: string | null) {
  return useQuery({
    queryKey: ['file', 'template', fileCode ?? ''] as const,
    queryFn: ({ signal }) => getTemplateUrl(fileCode!, signal),
    enabled: fileCode !== null && fileCode !== '',
    retry: false,
    staleTime: 5 * 60_000,
  });
}
