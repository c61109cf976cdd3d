import { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { ApiError } from '../api/transport';
import { opsKeys } from '../ops/api/ops-keys';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A business refusal or a 4xx will answer the same way again; retry only transport trouble, once.
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.httpStatus !== undefined && error.httpStatus < 500),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The browser's one cache of answers. A module of its own because more than React reaches it: the
 * router asks for a page's first data before the page renders (main.tsx, page-data.ts) and the session
 * empties it when the login changes, so one user's answers are never shown to the next.
 */
export const browserQueryClient = createQueryClient();

/**
 * A new customer login: the previous login's answers (its orders, assets, messages) must not show, not even
 * for the moment a mounted page takes to ask again. The operator console's answers belong to its own login.
 */
export function forgetCustomerAnswers(queryClient: QueryClient = browserQueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== opsKeys.all[0] });
}

/**
 * The server words some answers in the page's language (the reasons of the payment check, of a document that
 * cannot be downloaded yet; refusals), so after a language switch the answers are asked for again in the new
 * one: those on screen at once, each kept on screen until its new answer arrives, the others when next used.
 */
export function askAgainOnLanguageSwitch(languages: Pick<i18n, 'on'>, queryClient: QueryClient = browserQueryClient): void {
  languages.on('languageChanged', () => void queryClient.invalidateQueries());
}
