import { useEffect } from 'react';
import type { createBrowserRouter } from 'react-router';
import { PRERENDER_ATTRIBUTE } from './page-document';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Resolves once the router has loaded the first page's lazy route (its state is then `initialized`). */
export function routerInitialized(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Removes the server-rendered page's inline antd styles once the client has committed: by then antd has
 * inserted its own (insertion effects run before the commit), and the server copy would only double
 * every rule the browser matches.
 */
export function PrerenderedStylesCleanup() {
  useEffect(() => {
    for (const style of document.head.querySelectorAll(`style[${PRERENDER_ATTRIBUTE}]`)) style.remove();
  }, []);
  return null;
}
