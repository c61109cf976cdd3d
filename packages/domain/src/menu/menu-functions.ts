import type { MenuItem } from './menu-item';

/**
 * Keeps the items the user may see (000 §6: an item shows when it has no permission code or the
 * user holds it). Children are filtered the same way; a pure group (no route of its own) whose
 * children are all hidden disappears too, so the user never sees an empty heading.
 */
export function filterMenuByPermission(
  items: readonly MenuItem[],
  functionCodes: readonly string[] | ReadonlySet<string>,
): MenuItem[] {
  const held = functionCodes instanceof Set ? functionCodes : new Set(functionCodes as readonly string[]);
  const visible: MenuItem[] = [];
  for (const item of items) {
    if (item.permissionCode !== undefined && !held.has(item.permissionCode)) continue;
    if (item.subMenuItems === undefined) {
      visible.push(item);
      continue;
    }
    const children = filterMenuByPermission(item.subMenuItems, held);
    const isPureGroup = item.route === undefined && !item.haveExternalLink;
    if (children.length === 0 && isPureGroup) continue;
    visible.push({ ...item, subMenuItems: children });
  }
  return visible;
}

/**
 * What a visitor (not logged in) sees: every entry, so the portal can be browsed and a click on a
 * protected one leads to login, except external-link entries, whose URL the server hands out only
 * to a logged-in holder of the code (000 §2.4).
 */
export function filterMenuForVisitor(items: readonly MenuItem[]): MenuItem[] {
  return items
    .filter((item) => !item.haveExternalLink)
    .map((item) => (item.subMenuItems ? { ...item, subMenuItems: filterMenuForVisitor(item.subMenuItems) } : item));
}

/** The in-portal link of an item: route plus its query parameters; undefined for external/group items. */
export function menuItemHref(item: MenuItem): string | undefined {
  if (item.route === undefined) return undefined;
  const query = new URLSearchParams(item.param ?? {}).toString();
  return query === '' ? item.route : `${item.route}?${query}`;
}

/** Every item of the tree, parents before their children. */
export function flattenMenu(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flattenMenu(item.subMenuItems ?? [])]);
}

/**
 * Keys from the top-level item down to the item that stands for the current page, or [] when none
 * does. An item matches when its route equals the path and all of its params are in the query; among
 * matches the one with the most params wins (so /miniShopManagement?active=miniShopDiscountDetail
 * selects the deduction entry, not the order-detail one).
 */
export function findActiveMenuPath(
  items: readonly MenuItem[],
  pathname: string,
  query: URLSearchParams | string = '',
): string[] {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  let best: { path: string[]; score: number } | undefined;

  const visit = (level: readonly MenuItem[], parents: string[]): void => {
    for (const item of level) {
      const path = [...parents, item.key];
      if (item.route === pathname) {
        const wanted = Object.entries(item.param ?? {});
        if (wanted.every(([name, value]) => params.get(name) === value)) {
          // Deeper items win ties so a sub-item sharing its parent's route is the one highlighted.
          const score = wanted.length * 100 + path.length;
          if (best === undefined || score > best.score) best = { path, score };
        }
      }
      visit(item.subMenuItems ?? [], path);
    }
  };
  visit(items, []);
  return best?.path ?? [];
}

/**
 * Translation resources for the web's i18n, built from the tree so titles are written once:
 * `{ 'menu.main.home': '首页', ... }` for the chosen language.
 */
export function menuTranslations(items: readonly MenuItem[], language: 'zh' | 'en'): Record<string, string> {
  const resources: Record<string, string> = {};
  for (const item of flattenMenu(items)) resources[item.titleKey] = item[language];
  return resources;
}
