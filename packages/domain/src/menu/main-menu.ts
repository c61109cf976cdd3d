import type { MenuItem } from './menu-item';

type MenuItemFields = Omit<MenuItem, 'key' | 'titleKey' | 'zh' | 'en'>;

function mainItem(key: string, zh: string, en: string, fields: MenuItemFields = {}): MenuItem {
  return { key, titleKey: `menu.main.${key}`, zh, en, ...fields };
}

/**
 * Top navigation of the header bottom bar (000 §2.4 "Top navigation entries", codes from 000 §6).
 * Home is added first, as every carrier portal's bar starts with it; the charter-ship entry exists
 * only for holders of yzc_index (000 §6) and opens the charter platform.
 */
export const MAIN_MENU: readonly MenuItem[] = [
  mainItem('home', '首页', 'Home', { route: '/', icon: 'home' }),
  mainItem('domesticRoutes', '内贸航线', 'Domestic', {
    route: '/product',
    permissionCode: 'product_domestic_trade_index',
    icon: 'ship',
  }),
  mainItem('lcl', '拼箱', 'LCL', { route: '/lcl/productSearch', icon: 'lcl' }),
  mainItem('customerChannel', '直客通道', 'Direct Channel', {
    route: '/customerChannel',
    permissionCode: 'customer_channel',
    icon: 'channel',
    subMenuItems: [
      mainItem('demandCollection', '需求征集', 'Demand Collection', {
        route: '/customerChannel',
        permissionCode: 'customer_channel',
      }),
      mainItem('directRoutes', '直客航线', 'Direct Routes', {
        route: '/channel',
        permissionCode: 'direct_customer_index',
      }),
    ],
  }),
  mainItem('trailer', '拖车服务', 'Trailer', {
    route: '/trailer',
    permissionCode: 'truck_search',
    icon: 'truck',
  }),
  mainItem('liquidBag', '液袋专线', 'Liquid Bag', {
    route: '/liquidBag/product',
    param: { searchProductType: '3' },
    permissionCode: 'liquid_bag_index',
    icon: 'liquidBag',
  }),
  mainItem('demurrageProtection', '滞箱保障', 'Demurrage', {
    permissionCode: 'ms_zqb',
    icon: 'shield',
    subMenuItems: [
      mainItem('demurrageProduct', '购买保障', 'Buy Protection', {
        route: '/miniShop/index',
        permissionCode: 'ms_zqb_product_index',
      }),
      mainItem('demurrageOrders', '保障订单', 'Protection Orders', {
        route: '/miniShop/demurrageOrders',
        permissionCode: 'ms_zqb_order_index',
      }),
      mainItem('demurrageUsageRules', '使用规则', 'Usage Rules', {
        route: '/miniShop/usageRules',
        permissionCode: 'ms_zqb_usage_rule_index',
      }),
    ],
  }),
  mainItem('couponCentre', '领券中心', 'Coupons', {
    route: '/receiveCoupon',
    permissionCode: 'receive_coupon',
    icon: 'coupon',
  }),
  mainItem('stuffingService', '装拆箱服务', 'Stuffing', {
    route: '/additional-service/goods/search',
    permissionCode: 'point_additional_service',
    icon: 'box',
  }),
  mainItem('charterShip', '租船服务', 'Charter', {
    permissionCode: 'yzc_index',
    icon: 'anchor',
    haveExternalLink: true,
    externalLink: 'https://charter.coastbook.example/',
  }),
];
