import { MAIN_MENU, USER_CENTER_MENU, flattenMenu } from '@coastbook/domain';
import { describe, expect, it } from 'vitest';
import { enUS } from '../i18n/locales/en-US';
import { zhCN } from '../i18n/locales/zh-CN';
import { EMBEDDED_BASE, listAllRoutes, pathOfNamedRoute } from './routes';

const routes = listAllRoutes();
const byPath = new Map(routes.map((route) => [route.fullPath, route]));

/** 000 §2.1, literally. */
const SPEC_PUBLIC = [
  '/login', '/register', '/register/guide', '/passwordBack', '/resetPasswordBack', '/resetLoginPassword',
  '/resetPaymentPassword', '/', '/freightIndex', '/aboutUs/callUs', '/aboutUs/callUs/addressBook', '/aboutUs/callUs/rota',
  '/helpCenter/helpType', '/routeIntroduction/routeType', '/transport/introduceType', '/cargoTracking', '/lcl/order',
  '/lcl/productSearch', '/customerChannel', '/commonFile/download', '/channel', '/channel/order',
];

/** 000 §2.2 and 001 §2: every route the spec lists (LCL review sub-pages placed under /lclManagement). */
const SPEC_PROTECTED = [
  '/certification/supplier', '/auth/customer', '/auth/modify', '/accountStore/storeOfflineRecord', '/accountStore/stabs',
  '/accountStore/refundApplyRecord', '/userCenter', '/userInfo', '/enterpriseUser/enterprise/user', '/password-management',
  '/changePwd', '/association', '/relation', '/entMasterReq/apply', '/entMasterReq/change', '/enterpriseUpgrading',
  '/unifiedAccountUpgrade', '/address-mgr', '/shipperOrConsigneeAddress', '/invoiceAcceptanceEmail', '/myPoint', '/myAssets',
  '/assetsManagement/refundApply', '/historyTask', '/myMessage', '/availableCoupon', '/receiveCoupon', '/unsubscribeApply',
  '/driverUploadPermission', '/stowageInformation', '/confirmed/association-authority', '/confirmed/enterprise-authority',
  '/confirmed/personal-authority', '/confirmed/supplier-authority',
  '/trailer', '/additional-service/goods/search', '/product/custom/query',
  '/product/custom/submitCustom', '/liangDa', '/orderManagementIndex', '/order/index', '/order/booking', '/order/payment',
  '/order/batchPayment', '/orderAmend', '/orderView', '/myCorcctionDifference', '/myCorrectionDetail/:orderId',
  '/trailerAmendDetail', '/QRCode', '/box', '/customization/index', '/customization/success', '/relex',
  '/order/OrderJJSRule', '/order/OrderJJSToll', '/order/OrderJJSWeight', '/trailer/order', '/trailer/orderManagementIndex',
  '/trailer/detailView', '/trailer/orderPayment', '/trailer/order/amend', '/trailer/maintainPrice',
  '/trailer/maintainTransportCapacity', '/trailer/transportOrder', '/trailer/trailerTrackFeedback', '/trailer/chargeApply',
  '/lcl/orderDetail', '/lcl/orderManagement', '/lcl/payment', '/lclManagement/lcl', '/lclManagement/lclOrderLogs',
  '/lclManagement/lclOrderDetails', '/lclManagement/lclCargoTracking', '/invoice', '/invoice/apply', '/invoice/inquiry',
  '/insurance/myInsurance', '/insurance/onlineClaim', '/insurance/claimRecord', '/insurance/insureClaim',
  '/insurance/introduce', '/miniShop/index', '/miniShop/usageRules', '/miniShop/demurrageOrders', '/miniShop/deduction',
  '/miniShop/pay', '/miniShopManagement', '/blankNoteRedeemPayment', '/batch', '/blankNoteThirdPayApplyView',
  '/blanknoteApplySuccess', '/ep', '/epPayment', '/ep/exchange', '/ep/exchange/success', '/ep/exchange/history',
  '/PointsMallPayment', '/point-mall', '/liangDaOrder/index', '/liangDaOrder/booking', '/liangDaOrder/entrustView',
  '/liangDaEntrust/query', '/creditBank/apply', '/creditBank/introduce', '/creditBank/myCredit',
  '/depositManagement/applyDeposit', '/additional-service/order/index', '/additional-service/order/create',
];

/** 000 §2.3. */
const SPEC_EMBEDDED = [
  'historyTask', 'stowageInformation', 'insurance/insureClaim', 'aboutUs/callUs', 'aboutUs/callUs/addressBook',
  'aboutUs/callUs/rota', 'helpCenter/helpType', 'miniShop/usageRules', 'insurance/myInsurance', 'receiveCoupon',
  'additional-service/goods/search', 'lcl/productSearch',
].map((path) => `${EMBEDDED_BASE}/${path}`);

describe('route table', () => {
  it('has every public route of 000 §2.1, public', () => {
    for (const path of SPEC_PUBLIC) {
      expect(byPath.get(path)?.meta.auth, path).toBe(false);
    }
  });

  it('has every account and trading route, behind login', () => {
    for (const path of SPEC_PROTECTED) {
      expect(byPath.get(path)?.meta.auth, path).toBe(true);
    }
  });

  it('lets visitors browse the product searches, keeping their function codes for the menus (issue 5)', () => {
    expect(byPath.get('/product')?.meta).toMatchObject({ auth: false, permission: false, permissionCode: 'product_domestic_trade_index' });
    expect(byPath.get('/liquidBag/product')?.meta).toMatchObject({ auth: false, permission: false, permissionCode: 'liquid_bag_index' });
  });

  it('serves the ten embedded pages under /ssb with their originals’ meta', () => {
    for (const path of SPEC_EMBEDDED) {
      const embedded = byPath.get(path);
      const original = byPath.get(path.slice(EMBEDDED_BASE.length));
      expect(embedded?.meta.embedded, path).toBe(true);
      expect(embedded?.meta.auth).toBe(original?.meta.auth);
      expect(embedded?.layout).toBe('embedded');
    }
  });

  it('has no duplicate paths', () => {
    expect(byPath.size).toBe(routes.length);
  });

  it('gives every route a title in both languages', () => {
    for (const route of routes) {
      const key = route.meta.title.replace(/^route\./, '') as keyof typeof zhCN.route;
      expect(zhCN.route[key], route.fullPath).toBeTruthy();
      expect(enUS.route[key], route.fullPath).toBeTruthy();
    }
  });

  it('marks permission exactly on protected routes that carry a function code', () => {
    for (const route of routes) {
      expect(route.meta.permission, route.fullPath).toBe(route.meta.auth && route.meta.permissionCode !== undefined);
    }
  });

  it('gates each menu route with the same function code as its menu entry', () => {
    for (const item of flattenMenu([...MAIN_MENU, ...USER_CENTER_MENU])) {
      if (item.route === undefined || item.permissionCode === undefined) continue;
      const route = byPath.get(item.route);
      expect(route, item.route).toBeDefined();
      // The customer-channel pages are public (000 §2.1) and the menu route may be shared by several
      // entries; the route keeps the code of the entry whose page it is.
      if (route?.meta.auth && item.route !== '/trailer/trailerTrackFeedback') {
        const sameRouteCodes = flattenMenu([...MAIN_MENU, ...USER_CENTER_MENU])
          .filter((candidate) => candidate.route === item.route)
          .map((candidate) => candidate.permissionCode);
        expect(sameRouteCodes, item.route).toContain(route.meta.permissionCode);
      }
    }
  });

  it('resolves the named routes', () => {
    expect(pathOfNamedRoute('home')).toBe('/');
    expect(pathOfNamedRoute('EPExchangeHistory')).toBe('/ep/exchange/history');
    expect(pathOfNamedRoute('AdditionalServiceOrderIndex')).toBe('/additional-service/order/index');
  });
});
