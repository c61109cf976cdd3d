import { Outlet } from 'react-router';
import { RouteGuard } from '../guard';

/**
 * /ssb/* pages are shown inside other apps (000 §2.3): no header, footer or widgets, only the page,
 * still behind the guard (which lets a `user` query token through).
 */
export function EmbeddedLayout() {
  return (
    <main className="embedded">
      <RouteGuard>
        <Outlet />
      </RouteGuard>
    </main>
  );
}
