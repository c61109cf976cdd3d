import type { PermissionCode } from '@coastbook/domain';
import type { RouteTitleKey } from '../i18n/locales/zh-CN';

/** Which frame a page renders in. */
export type RouteLayout = 'shell' | 'userCenter' | 'embedded';

/** Meta of every route (000 §2): title, auth (false = public), permission (path must be permitted). */
export interface RouteMeta {
  /** i18n key of the route title; the page title is product name + ' - ' + this. */
  title: RouteTitleKey;
  /** false = public; true = needs a token (000 §4.3). */
  auth: boolean;
  /** true = the path must be in the user's permitted URL list (000 §4.3). */
  permission: boolean;
  /** The function code the feature is sold under (000 §6); menus gate on it. */
  permissionCode?: PermissionCode;
  /** One of the /ssb embedded pages (000 §2.3). */
  embedded?: boolean;
}

/** What react-router keeps in `handle` for each route. */
export interface RouteHandle {
  meta: RouteMeta;
  /** Named routes of the spec (home, EPExchangeHistory, AdditionalServiceOrderIndex). */
  name?: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'meta' in value;
}
