import { pageTypeOrFirst } from '@coastbook/domain';
import { useSearchParams } from 'react-router';

/** The topic a ?pageType= page shows (000 §2.1); an unknown or missing value shows the first. */
export function usePageType<T extends string>(pageTypes: readonly [T, ...T[]]): T {
  const [params] = useSearchParams();
  return pageTypeOrFirst(pageTypes, params.get('pageType'));
}
