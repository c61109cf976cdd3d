import { describe, expect, it } from 'vitest';
import { valuesOf } from '../constants/labelled-list';
import { hasOperatorPermission, OPERATOR_ROLE_PERMISSIONS, OPERATOR_ROLES, OPS_PERMISSIONS, permissionsForOperatorRole } from './operator-roles';

describe('operator roles → permissions', () => {
  it('gives admin every permission', () => {
    expect(permissionsForOperatorRole('admin')).toEqual(valuesOf(OPS_PERMISSIONS));
  });

  it('gives reviewer the reviews (certification, bank, orders), read-only account and order search, the uploads and the dashboard, nothing else', () => {
    expect(permissionsForOperatorRole('reviewer')).toEqual([
      'ops_certification_review',
      'ops_bank_review',
      'ops_account_read',
      'ops_file_read',
      'ops_order_review',
      'ops_order_read',
      'ops_dashboard_read',
    ]);
    expect(hasOperatorPermission('reviewer', 'ops_audit_read')).toBe(false);
    expect(hasOperatorPermission('reviewer', 'ops_operator_manage')).toBe(false);
    expect(hasOperatorPermission('reviewer', 'ops_refund')).toBe(false);
    expect(hasOperatorPermission('reviewer', 'ops_price_manage')).toBe(false);
  });

  it('gives finance the money movements and account search, no reviews and no product pages', () => {
    expect(permissionsForOperatorRole('finance')).toEqual(['ops_account_read', 'ops_offline_topup', 'ops_refund', 'ops_withdrawal']);
    expect(hasOperatorPermission('finance', 'ops_certification_review')).toBe(false);
    expect(hasOperatorPermission('finance', 'ops_inventory_manage')).toBe(false);
  });

  it('gives product the sailings, prices and inventory only', () => {
    expect(permissionsForOperatorRole('product')).toEqual([
      'ops_vessel_manage',
      'ops_loop_manage',
      'ops_voyage_manage',
      'ops_product_manage',
      'ops_price_manage',
      'ops_inventory_manage',
    ]);
    expect(hasOperatorPermission('product', 'ops_account_read')).toBe(false);
    expect(hasOperatorPermission('product', 'ops_refund')).toBe(false);
  });

  it('declares a permission set for every role, drawn from the catalogue', () => {
    const catalogue = valuesOf(OPS_PERMISSIONS);
    expect(Object.keys(OPERATOR_ROLE_PERMISSIONS).sort()).toEqual(valuesOf(OPERATOR_ROLES).sort());
    for (const permissions of Object.values(OPERATOR_ROLE_PERMISSIONS)) {
      for (const permission of permissions) expect(catalogue).toContain(permission);
    }
  });

  it('requires every permission asked for, and lets any operator through when none is asked', () => {
    expect(hasOperatorPermission('reviewer', 'ops_certification_review', 'ops_bank_review')).toBe(true);
    expect(hasOperatorPermission('reviewer', 'ops_certification_review', 'ops_audit_read')).toBe(false);
    expect(hasOperatorPermission('product')).toBe(true);
  });

  it('grants nothing to an unknown role', () => {
    expect(permissionsForOperatorRole('superuser')).toEqual([]);
    expect(permissionsForOperatorRole('toString')).toEqual([]);
    expect(hasOperatorPermission('superuser', 'ops_account_read')).toBe(false);
  });
});
