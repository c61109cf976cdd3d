import type { QueryClient } from '@tanstack/react-query';
import { prefetchOrderManagement } from '../features/order/api/orders';
import type { PageKey } from './routes';

/**
 * Pages whose first answers the router asks for as soon as the page is entered, in parallel with the
 * page's code, instead of after its first render (render-as-you-fetch). Kept to pages behind a login
 * whose content is the answer — my orders, the first page a returning shipper opens; a prefetch is
 * cheap only while the page asks for exactly what was prefetched (the same query key).
 */
export const PAGE_DATA: Partial<Record<PageKey, (queryClient: QueryClient, url: URL) => void>> = {
  orderManagement: prefetchOrderManagement,
};
