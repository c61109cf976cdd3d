import { lazy, Suspense } from 'react';

// The error page's antd Result is not worth shipping in the first load; it loads when needed.
const RouteErrorPage = lazy(() => import('./route-error-page').then((module) => ({ default: module.RouteErrorPage })));

export function RouteErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <RouteErrorPage />
    </Suspense>
  );
}
