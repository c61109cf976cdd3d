import { describe, expect, it } from 'vitest';
import { valuesOf } from '../constants/labelled-list';
import {
  canSeeCargoTracking,
  holdsPermission,
  isPermissionCode,
  PERMISSION_CODES,
  PERMISSIONS,
  ROLE_VENDOR_TRUCK,
  SUB_USER_RIGHTS,
} from './permission-codes';

describe('permission codes (000 §6, 001 §6)', () => {
  it('lists each code once', () => {
    expect(new Set(PERMISSION_CODES).size).toBe(PERMISSION_CODES.length);
  });

  it('holds codes named only in the trading area and only in the shell', () => {
    for (const code of ['ms_zqb_product_index', 'truck_charge_apply', 'member_center_index', 'yzc_index', 'additional-service-order-index']) {
      expect(isPermissionCode(code)).toBe(true);
    }
    expect(isPermissionCode('user_pay')).toBe(false);
  });

  it('gates the association submit button with the already-confirmed code', () => {
    expect(PERMISSIONS.submitAssociation).toBe('user_center_enterprise_or_supplier_already_confirm');
  });

  it('shows an element with no code to everyone and a coded one only to holders', () => {
    expect(holdsPermission([], undefined)).toBe(true);
    expect(holdsPermission(['truck_search'], 'truck_search')).toBe(true);
    expect(holdsPermission(['truck_search'], 'receive_coupon')).toBe(false);
  });
});

describe('sub-user rights and roles (000 §6)', () => {
  it('has the four rights with labels', () => {
    expect(valuesOf(SUB_USER_RIGHTS)).toEqual(['user_pay', 'user_pre_deposit', 'user_auto_invoice', 'user_demurrage_deduction']);
    expect(SUB_USER_RIGHTS.find((right) => right.value === 'user_auto_invoice')?.en).toBe('Maintain invoice receiving mailbox');
  });

  it('hides cargo tracking from truck vendors only', () => {
    expect(ROLE_VENDOR_TRUCK).toBe('ROLE_VendorTruck');
    expect(canSeeCargoTracking(['ROLE_VendorTruck'])).toBe(false);
    expect(canSeeCargoTracking(['ROLE_Customer'])).toBe(true);
    expect(canSeeCargoTracking([])).toBe(true);
  });
});
