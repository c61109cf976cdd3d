import type { ComponentType } from 'react';

/**
 * A route's `lazy` that never rejects. React Router (7.18) draws nothing at all — not even the route's error
 * element, nor the layouts above it — for a route whose `lazy` failed: it still takes the route for one being
 * loaded and renders only up to the root. A chunk that fails to load (a newer build deployed while the page was
 * open, the network gone) is therefore handed to the route as a component that throws the failure, which the
 * route's error element then catches like any page that throws (pages/route-error-boundary.tsx).
 */
export function lazyRoute<Loaded extends object>(
  load: () => Promise<Loaded>,
  extra?: Partial<Omit<Loaded, 'Component'>>,
): () => Promise<Loaded | (Partial<Omit<Loaded, 'Component'>> & RouteThatThrows)> {
  return () =>
    load().catch((error: unknown): Partial<Omit<Loaded, 'Component'>> & RouteThatThrows => ({ ...(extra as Partial<Omit<Loaded, 'Component'>>), Component: throwing(error) }));
}

interface RouteThatThrows {
  Component: ComponentType;
}

function throwing(error: unknown): ComponentType {
  return function FailedToLoad(): never {
    throw error;
  };
}
