export type { MenuItem } from './menu-item';
export { MAIN_MENU } from './main-menu';
export { USER_CENTER_MENU } from './user-center-menu';
export {
  filterMenuByPermission,
  filterMenuForVisitor,
  findActiveMenuPath,
  flattenMenu,
  menuItemHref,
  menuTranslations,
} from './menu-functions';
