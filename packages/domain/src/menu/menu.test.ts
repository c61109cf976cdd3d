import { describe, expect, it } from 'vitest';
import {
  MAIN_MENU,
  USER_CENTER_MENU,
  filterMenuByPermission,
  filterMenuForVisitor,
  findActiveMenuPath,
  flattenMenu,
  menuItemHref,
  menuTranslations,
} from './index';

/** The function codes of 000 §6, as the spec lists them. */
const SPEC_CODES = new Set([
  'product_domestic_trade_index', 'customer_channel', 'direct_customer_index', 'truck_search',
  'liquid_bag_index', 'ms_zqb', 'receive_coupon', 'point_additional_service', 'buyer_ship_order_index',
  'member_account_recharge', 'buyer_insurance_policy_index', 'member_center_index',
  'member_capital_fund_detail', 'member_deliver_address_index', 'member_security_password_index',
  'member_user_profile_index', 'member_enterprise_profile_index', 'member_enterprise_profile_index_relation',
  'member_enterprise_user_index', 'member_legal_party_index', 'invoice_email_search',
  'member_enterprise_profile_uaas_upgrade', 'buyer_trade_center_index', 'buyer_invoice_index',
  'driver_upload_permission', 'lcl_supplier_manager', 'member_capital_fund_index', 'member_buyer_coupon_index',
  'member_buyer_point_index', 'buyer_ship_product_custom_index', 'buyer_ship_product_custom_record',
  'truck_product_bespoke', 'buyer_ms_zqb_index', 'user_demurrage', 'buyer_ms_zqb_order_index',
  'buyer_ms_zqb_usage_rule_index', 'ep_mall_history', 'additional-service-order-index', 'truck_transport_order',
  'truck_order_manager', 'truck_maintain_price', 'truck_maintain_transport_capacity',
  'truck_trailer_track_feedback', 'truck_charge_apply', 'insurance_service_index', 'buyer_insurance_claim_index',
  'buyer_insurance_claim_process', 'user_center_supplier_confirm',
  'user_center_enterprise_or_supplier_already_confirm', 'ms_zqb_product_index', 'ms_zqb_order_index',
  'ms_zqb_usage_rule_index', 'yzc_index',
]);

const byKey = (key: string) => flattenMenu(MAIN_MENU).find((item) => item.key === key);

describe('MAIN_MENU (000 §2.4 top navigation)', () => {
  it.each([
    ['domesticRoutes', '/product', 'product_domestic_trade_index'],
    ['lcl', '/lcl/productSearch', undefined],
    ['customerChannel', '/customerChannel', 'customer_channel'],
    ['demandCollection', '/customerChannel', 'customer_channel'],
    ['directRoutes', '/channel', 'direct_customer_index'],
    ['trailer', '/trailer', 'truck_search'],
    ['liquidBag', '/liquidBag/product', 'liquid_bag_index'],
    ['demurrageProtection', undefined, 'ms_zqb'],
    ['demurrageUsageRules', '/miniShop/usageRules', 'ms_zqb_usage_rule_index'],
    ['couponCentre', '/receiveCoupon', 'receive_coupon'],
    ['stuffingService', '/additional-service/goods/search', 'point_additional_service'],
  ])('%s goes to %s gated by %s', (key, route, code) => {
    const item = byKey(key);
    expect(item?.route).toBe(route);
    expect(item?.permissionCode).toBe(code);
  });

  it('sends liquid bag to the product search with searchProductType=3', () => {
    expect(menuItemHref(byKey('liquidBag')!)).toBe('/liquidBag/product?searchProductType=3');
  });

  it('has customer channel sub-items demand collection and direct routes', () => {
    expect(byKey('customerChannel')?.subMenuItems?.map((item) => item.route)).toEqual(['/customerChannel', '/channel']);
  });
});

describe('menu data integrity', () => {
  for (const [name, menu] of [['MAIN_MENU', MAIN_MENU], ['USER_CENTER_MENU', USER_CENTER_MENU]] as const) {
    it(`${name}: keys unique, titleKey ends with key, both languages filled`, () => {
      const items = flattenMenu(menu);
      expect(new Set(items.map((item) => item.titleKey)).size).toBe(items.length);
      for (const item of items) {
        expect(item.titleKey.endsWith(`.${item.key}`)).toBe(true);
        expect(item.zh.trim()).not.toBe('');
        expect(item.en.trim()).not.toBe('');
      }
    });

    it(`${name}: every permission code is one of 000 §6`, () => {
      for (const item of flattenMenu(menu)) {
        if (item.permissionCode !== undefined) expect(SPEC_CODES).toContain(item.permissionCode);
      }
    });
  }

  it('USER_CENTER_MENU has the ten groups of 000 §2.4 in order', () => {
    expect(USER_CENTER_MENU.map((group) => group.key)).toEqual([
      'userInformation', 'tradeManagement', 'lcl', 'assetManagement', 'productCustomisation',
      'demurrageShop', 'pointsExchange', 'additionalService', 'trailerManagement', 'insurance',
    ]);
  });

  it('USER_CENTER_MENU links every route 000 §2.4 names for the left menu', () => {
    const hrefs = new Set(flattenMenu(USER_CENTER_MENU).map((item) => menuItemHref(item)));
    for (const href of [
      '/userCenter', '/myPoint', '/myAssets', '/accountStore/stabs', '/address-mgr', '/password-management',
      '/userInfo', '/relation', '/auth/modify', '/myMessage', '/orderManagementIndex',
      '/invoice', '/driverUploadPermission', '/lclManagement/lcl', '/availableCoupon', '/product/custom/query',
      '/product/custom/submitCustom', '/miniShop/index', '/miniShop/demurrageOrders',
      '/miniShopManagement?active=miniShopOrderDetail', '/miniShopManagement?active=miniShopDiscountDetail',
      '/miniShop/usageRules', '/insurance/myInsurance', '/insurance/claimRecord', '/insurance/insureClaim',
      '/trailer/orderManagementIndex', '/ep/exchange/history', '/additional-service/order/index',
    ]) {
      expect(hrefs).toContain(href);
    }
  });
});

describe('filterMenuByPermission', () => {
  it('keeps only items without a code when the user holds none', () => {
    const keys = filterMenuByPermission(MAIN_MENU, []).map((item) => item.key);
    expect(keys).toEqual(['home', 'lcl']);
  });

  it('keeps an item whose code the user holds, and filters its children too', () => {
    const visible = filterMenuByPermission(MAIN_MENU, ['customer_channel']);
    const channel = visible.find((item) => item.key === 'customerChannel');
    expect(channel?.subMenuItems?.map((item) => item.key)).toEqual(['demandCollection']);
  });

  it('drops a pure group whose children are all hidden, keeps it when one child shows', () => {
    expect(filterMenuByPermission(MAIN_MENU, ['ms_zqb']).map((item) => item.key)).not.toContain(
      'demurrageProtection',
    );
    const withRule = filterMenuByPermission(MAIN_MENU, ['ms_zqb', 'ms_zqb_usage_rule_index']);
    expect(withRule.find((item) => item.key === 'demurrageProtection')?.subMenuItems?.map((item) => item.key)).toEqual([
      'demurrageUsageRules',
    ]);
  });

  it('hides a group whose own code is missing even if the user holds a child code', () => {
    const visible = filterMenuByPermission(USER_CENTER_MENU, ['buyer_insurance_policy_index']);
    expect(visible.map((group) => group.key)).not.toContain('insurance');
  });

  it('accepts a Set and does not mutate the source tree', () => {
    const before = JSON.stringify(USER_CENTER_MENU);
    const visible = filterMenuByPermission(USER_CENTER_MENU, new Set(['member_center_index']));
    expect(visible.map((group) => group.key)).toEqual(['userInformation']);
    expect(visible[0]?.subMenuItems?.map((item) => item.key)).toEqual(['memberCentre', 'myMessages']);
    expect(JSON.stringify(USER_CENTER_MENU)).toBe(before);
  });

  it('offers 购买保障 only with the product code its page needs, not to every browsing customer', () => {
    const demurrageEntries = (codes: string[]) =>
      filterMenuByPermission(USER_CENTER_MENU, codes).find((group) => group.key === 'demurrageShop')?.subMenuItems?.map((item) => item.key) ?? [];
    expect(demurrageEntries(['buyer_ms_zqb_index', 'buyer_ms_zqb_usage_rule_index'])).not.toContain('demurrageBuy');
    expect(demurrageEntries(['buyer_ms_zqb_index', 'ms_zqb_product_index'])).toContain('demurrageBuy');
  });

  it('keeps the external charter-ship entry only for holders of yzc_index', () => {
    expect(filterMenuByPermission(MAIN_MENU, ['yzc_index']).map((item) => item.key)).toContain('charterShip');
  });
});

describe('filterMenuForVisitor', () => {
  it('shows visitors every entry but the external charter-ship one', () => {
    const keys = filterMenuForVisitor(MAIN_MENU).map((item) => item.key);
    expect(keys).toEqual(MAIN_MENU.map((item) => item.key).filter((key) => key !== 'charterShip'));
    expect(filterMenuForVisitor(MAIN_MENU).find((item) => item.key === 'customerChannel')?.subMenuItems).toHaveLength(2);
  });
});

describe('findActiveMenuPath', () => {
  it('selects the sub-item over its parent when they share a route', () => {
    expect(findActiveMenuPath(MAIN_MENU, '/customerChannel')).toEqual(['customerChannel', 'demandCollection']);
  });

  it('needs the params of an item to be in the query', () => {
    expect(findActiveMenuPath(MAIN_MENU, '/liquidBag/product', '?searchProductType=3')).toEqual(['liquidBag']);
    expect(findActiveMenuPath(MAIN_MENU, '/liquidBag/product', '')).toEqual([]);
    expect(
      findActiveMenuPath(USER_CENTER_MENU, '/miniShopManagement', 'active=miniShopDiscountDetail'),
    ).toEqual(['demurrageShop', 'demurrageDiscountDetail']);
  });

  it('returns [] for a page no item stands for', () => {
    expect(findActiveMenuPath(MAIN_MENU, '/nowhere')).toEqual([]);
  });
});

describe('menuTranslations', () => {
  it('maps every titleKey to the chosen language', () => {
    expect(menuTranslations(MAIN_MENU, 'zh')['menu.main.liquidBag']).toBe('液袋专线');
    expect(menuTranslations(MAIN_MENU, 'en')['menu.main.liquidBag']).toBe('Liquid Bag');
  });
});
