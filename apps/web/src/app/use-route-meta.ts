import { useMatches } from 'react-router';
import { isRouteHandle, type RouteHandle } from './route-meta';

/** Handle (meta + name) of the deepest matched route that has one, i.e. the page being shown. */
export function useCurrentRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
