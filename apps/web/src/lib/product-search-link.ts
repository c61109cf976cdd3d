/**
 * The one way to link to the domestic route search (/product): the home search box and the hot
 * routes build the same query, and the product page (another issue) reads it.
 * Names follow the spec's product fields: fpolCde (first port of loading), lpodCde (last port of
 * discharge), etd (YYYY-MM-DD).
 */
export interface ProductSearchQuery {
  fpolCde: string;
  lpodCde: string;
  etd?: string;
}

export function productSearchPath(query: ProductSearchQuery): string {
  const params = new URLSearchParams({ fpolCde: query.fpolCde, lpodCde: query.lpodCde });
  if (query.etd) params.set('etd', query.etd);
  return `/product?${params.toString()}`;
}
