import { describe, expect, it } from 'vitest';
import { flattenMenu, MAIN_MENU, USER_CENTER_MENU } from '../menu';
import { PERMISSION_CODES, userCardEnterpriseLink } from './permission-codes';
import { actsForAnEnterprise, holdsSubUserRight, PERMISSION_URLS, permissionsFor, urlsForAuthorities } from './role-permissions';
import { isUrlPermitted } from './url-permission';

const can = (subject: Parameters<typeof permissionsFor>[0], path: string) => isUrlPermitted(path, permissionsFor(subject).urls);

const uncertified = { userType: 'N', roles: [] };
const enterpriseMain = { userType: 'M', roles: [], certification: { enterpriseType: 'Enterprise', status: 'Confirm' } } as const;
const enterpriseSub = { userType: 'S', roles: [], relationStatus: 'A', certification: { enterpriseType: 'Enterprise', status: 'Confirm' } } as const;
const personal = { userType: 'N', roles: [], certification: { enterpriseType: 'Personal', status: 'Confirm' } } as const;
const truckVendor = { userType: 'M', roles: ['ROLE_VendorTruck'] };

describe('permissionsFor', () => {
  it('gives an uncertified user the user-centre basics and browsing, not trading', () => {
    const { authorities } = permissionsFor(uncertified);
    expect(authorities).toEqual(expect.arrayContaining(['member_center_index', 'member_user_profile_index', 'member_security_password_index', 'product_domestic_trade_index', 'receive_coupon']));
    expect(authorities).not.toContain('buyer_ship_order_index');
    for (const path of ['/userCenter', '/userInfo', '/password-management', '/product', '/receiveCoupon', '/ssb/receiveCoupon', '/certification/supplier']) {
      expect(can(uncertified, path), path).toBe(true);
    }
    for (const path of ['/orderManagementIndex', '/invoice', '/invoice/apply', '/myAssets', '/accountStore/stabs', '/auth/modify', '/relation', '/trailer/maintainPrice']) {
      expect(can(uncertified, path), path).toBe(false);
    }
  });

  it('treats a pending or refused certification as none', () => {
    for (const status of ['Submit', 'Refuse', 'Cancel'] as const) {
      const subject = { userType: 'N', roles: [], certification: { enterpriseType: 'Enterprise', status } } as const;
      expect(can(subject, '/orderManagementIndex')).toBe(false);
      // An enterprise applicant edits its enterprise information (000 §4.1: /auth/modify once an enterprise type exists).
      expect(can(subject, '/auth/modify')).toBe(true);
    }
  });

  it('opens trading and enterprise management to a certified main account', () => {
    for (const path of ['/orderManagementIndex', '/invoice', '/invoice/inquiry', '/myAssets', '/assetsManagement/refundApply', '/accountStore/stabs', '/auth/modify', '/enterpriseUser/enterprise/user', '/insurance/onlineClaim']) {
      expect(can(enterpriseMain, path), path).toBe(true);
    }
    expect(permissionsFor(enterpriseMain).authorities).toContain('user_center_enterprise_or_supplier_already_confirm');
    expect(can(enterpriseMain, '/relation')).toBe(false);
  });

  it('lets a sub-account trade but sends it to the relation page instead of enterprise management', () => {
    expect(can(enterpriseSub, '/orderManagementIndex')).toBe(true);
    expect(can(enterpriseSub, '/relation')).toBe(true);
    expect(can(enterpriseSub, '/auth/modify')).toBe(false);
    expect(can(enterpriseSub, '/enterpriseUser/enterprise/user')).toBe(false);
    expect(can({ userType: 'N', roles: [], relationStatus: 'W' }, '/relation')).toBe(true);
  });

  it('gives no supplier certification to a sub-account or a linker, unless it filed one before linking', () => {
    const linkers = [enterpriseSub, { userType: 'N', roles: [], relationStatus: 'W' }, { userType: 'N', roles: [], relationStatus: 'A' }] as const;
    for (const subject of linkers) {
      expect(actsForAnEnterprise(subject)).toBe(true);
      expect(can(subject, '/certification/supplier')).toBe(false);
      expect(permissionsFor(subject).authorities).not.toContain('user_center_supplier_confirm');
      for (const supplierStatus of ['Submit', 'Confirm', 'Refuse'] as const) expect(can({ ...subject, supplierStatus }, '/certification/supplier'), supplierStatus).toBe(true);
    }
    for (const subject of [uncertified, enterpriseMain, personal, { userType: 'N', roles: [], relationStatus: 'R' }, { userType: 'N', roles: [], relationStatus: 'X' }] as const) {
      expect(actsForAnEnterprise(subject)).toBe(false);
      expect(can(subject, '/certification/supplier')).toBe(true);
    }
  });

  it('gates a sub-account\'s prepaid, invoice-mailbox and demurrage pages by the rights its main account granted', () => {
    const gated = ['/accountStore/stabs', '/accountStore/storeOfflineRecord', '/invoiceAcceptanceEmail', '/miniShopManagement'];
    for (const path of gated) expect(can(enterpriseSub, path), `no rights: ${path}`).toBe(false);
    const withPrepay = { ...enterpriseSub, subUserRights: ['user_pre_deposit'] } as const;
    expect(can(withPrepay, '/accountStore/stabs')).toBe(true);
    expect(can(withPrepay, '/accountStore/storeOfflineRecord')).toBe(true);
    expect(can(withPrepay, '/invoiceAcceptanceEmail')).toBe(false);
    const withAll = { ...enterpriseSub, subUserRights: ['user_pay', 'user_pre_deposit', 'user_auto_invoice', 'user_demurrage_deduction'] } as const;
    for (const path of gated) expect(can(withAll, path), `all rights: ${path}`).toBe(true);
    // Rights never add pages the certification does not open, and main accounts need none.
    expect(can({ userType: 'S', roles: [], subUserRights: ['user_pre_deposit'] }, '/accountStore/stabs')).toBe(false);
    for (const path of gated) expect(can(enterpriseMain, path), `main: ${path}`).toBe(true);
  });

  it('lets everyone but a sub-account use every right; a sub-account only those granted', () => {
    expect(holdsSubUserRight({ userType: 'M' }, 'user_pay')).toBe(true);
    expect(holdsSubUserRight({ userType: 'N' }, 'user_pay')).toBe(true);
    expect(holdsSubUserRight({ userType: 'S' }, 'user_pay')).toBe(false);
    expect(holdsSubUserRight({ userType: 'S', subUserRights: ['user_pay'] }, 'user_pay')).toBe(true);
  });

  it('gives a certified personal user trading and the container order page for the orders they book', () => {
    expect(can(personal, '/invoice')).toBe(true);
    expect(can(personal, '/myAssets')).toBe(true);
    expect(permissionsFor(personal).authorities).toContain('buyer_ship_order_index');
    expect(can(personal, '/orderManagementIndex')).toBe(true);
    // Certifying is not certified: no trading, no order page.
    const certifying = { ...personal, certification: { ...personal.certification!, status: 'Submit' } } as const;
    expect(permissionsFor(certifying).authorities).not.toContain('buyer_trade_center_index');
    expect(can(certifying, '/orderManagementIndex')).toBe(false);
  });

  it('gives a trailer vendor the truck_* pages and no customer pages', () => {
    const { authorities } = permissionsFor(truckVendor);
    for (const code of ['truck_transport_order', 'truck_order_manager', 'truck_maintain_price', 'truck_maintain_transport_capacity', 'truck_trailer_track_feedback', 'truck_charge_apply']) {
      expect(authorities).toContain(code);
    }
    expect(authorities).not.toContain('product_domestic_trade_index');
    expect(authorities).not.toContain('truck_search');
    expect(can(truckVendor, '/trailer/maintainPrice')).toBe(true);
    expect(can(truckVendor, '/product')).toBe(false);
    expect(can(truckVendor, '/userCenter')).toBe(true);
  });

  it('answers sorted codes that all exist', () => {
    const { authorities } = permissionsFor(enterpriseMain);
    expect(authorities).toEqual([...authorities].sort());
    for (const code of authorities) expect(PERMISSION_CODES).toContain(code);
  });
});

describe('PERMISSION_URLS', () => {
  it('opens the route of every menu entry that carries a code', () => {
    for (const item of [...flattenMenu(MAIN_MENU), ...flattenMenu(USER_CENTER_MENU)]) {
      if (item.permissionCode === undefined || item.route === undefined) continue;
      expect(isUrlPermitted(item.route, urlsForAuthorities([item.permissionCode])), `${item.key} ${item.route}`).toBe(true);
    }
  });

  it('opens nothing with no codes and never the whole portal', () => {
    expect(urlsForAuthorities([])).toEqual([]);
    for (const urls of Object.values(PERMISSION_URLS)) expect(urls).not.toContain('*');
  });
});

describe('userCardEnterpriseLink (000 §6)', () => {
  const linkOf = (subject: Parameters<typeof permissionsFor>[0]) => userCardEnterpriseLink(permissionsFor(subject).authorities)?.path ?? null;

  it('leads an enterprise owner, certified, certifying or refused, to its enterprise information', () => {
    expect(linkOf(enterpriseMain)).toBe('/auth/modify');
    for (const status of ['Submit', 'Refuse'] as const) {
      expect(linkOf({ userType: 'N', roles: [], certification: { enterpriseType: 'Enterprise', status } })).toBe('/auth/modify');
    }
  });

  it('leads sub-accounts and pending linkers to the relation page, and nobody else anywhere', () => {
    expect(linkOf(enterpriseSub)).toBe('/relation');
    expect(linkOf({ userType: 'N', roles: [], relationStatus: 'W' })).toBe('/relation');
    expect(linkOf(uncertified)).toBeNull();
    expect(linkOf(personal)).toBeNull();
  });
});
