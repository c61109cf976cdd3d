import type { PermissionCode } from '../permission';

/**
 * Shape of one entry of the portal's menus (000 §2.4: title, router, icon, permissionCode,
 * subMenuItems, disabled, haveExternalLink, externalLink, param). Pure data: the web maps `icon`
 * names to icon components and `titleKey` to its i18n catalogue, which it builds from `zh`/`en`.
 */
export interface MenuItem {
  /** Unique within its menu; also the last segment of `titleKey`. */
  readonly key: string;
  /** i18n key of the title (`menu.main.<key>` / `menu.userCenter.<key>`). */
  readonly titleKey: string;
  /** Chinese title (the default language). */
  readonly zh: string;
  /** English title. */
  readonly en: string;
  /** Route path inside the portal; absent for a pure group or an external-only item. */
  readonly route?: string;
  /** Query parameters appended to `route` (e.g. searchProductType=3 for liquid bag). */
  readonly param?: Readonly<Record<string, string>>;
  /** Function code the user must hold for the item to show (000 §6); absent = everyone. */
  readonly permissionCode?: PermissionCode;
  /** Icon name; the web decides which icon component it stands for. */
  readonly icon?: string;
  readonly subMenuItems?: readonly MenuItem[];
  /** Shown greyed out and not clickable. */
  readonly disabled?: boolean;
  /** The server is asked for the URL first; `externalLink` is the fallback (000 §2.4). */
  readonly haveExternalLink?: boolean;
  readonly externalLink?: string;
}
