/** Public surface of the product area (see features/basedata/index.ts for the rule). */
export { useHotProducts, getHotProductsQueryOptions, hotProductQueryKeys } from './api/get-hot-products';
