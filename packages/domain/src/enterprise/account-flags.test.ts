import { describe, expect, it } from 'vitest';
import { deriveAccountFlags, EMPTY_ACCOUNT_STATUS_INPUTS, type AccountFlags, type AccountStatusInputs } from './account-flags';

const flagsOf = (inputs: Partial<AccountStatusInputs>) => deriveAccountFlags({ ...EMPTY_ACCOUNT_STATUS_INPUTS, ...inputs });

type Case<K extends keyof AccountFlags> = [description: string, inputs: Partial<AccountStatusInputs>, expected: AccountFlags[K]];

/** Every combination 000 §4.1 names, flag by flag: [what the spec says, inputs, value]. */
const TABLE: { [K in keyof AccountFlags]: Array<Case<K>> } = {
  isEnterpriseConfirm: [
    ['Confirm and Enterprise', { enterpriseInfoCERTStatus: 'Confirm', enterpriseType: 'Enterprise' }, true],
    ['Confirm and Personal', { enterpriseInfoCERTStatus: 'Confirm', enterpriseType: 'Personal' }, false],
    ['Confirm and TmsVendor', { enterpriseInfoCERTStatus: 'Confirm', enterpriseType: 'TmsVendor' }, false],
    ['Submit and Enterprise', { enterpriseInfoCERTStatus: 'Submit', enterpriseType: 'Enterprise' }, false],
    ['Refuse and Enterprise', { enterpriseInfoCERTStatus: 'Refuse', enterpriseType: 'Enterprise' }, false],
    ['nothing', {}, false],
  ],
  isCertificationRefuse: [
    ['Refuse', { enterpriseInfoCERTStatus: 'Refuse', enterpriseType: 'Enterprise' }, true],
    ['Cancel', { enterpriseInfoCERTStatus: 'Cancel', enterpriseType: 'Personal' }, true],
    ['Submit', { enterpriseInfoCERTStatus: 'Submit', enterpriseType: 'Enterprise' }, false],
    ['Confirm', { enterpriseInfoCERTStatus: 'Confirm', enterpriseType: 'Enterprise' }, false],
    ['no status', {}, false],
  ],
  enableCustomerConfirm: [
    ['no status, relation empty', {}, true],
    ['no status, relation R', { enterpriseRelationReqStatus: 'R' }, true],
    ['no status, relation X', { enterpriseRelationReqStatus: 'X' }, true],
    ['no status, relation W', { enterpriseRelationReqStatus: 'W' }, false],
    ['no status, relation A', { enterpriseRelationReqStatus: 'A' }, false],
    ['refused (even while linked)', { enterpriseInfoCERTStatus: 'Refuse', enterpriseType: 'Enterprise', enterpriseRelationReqStatus: 'A' }, true],
    ['cancelled', { enterpriseInfoCERTStatus: 'Cancel', enterpriseType: 'Enterprise' }, true],
    ['Submit', { enterpriseInfoCERTStatus: 'Submit', enterpriseType: 'Enterprise' }, false],
    ['Confirm', { enterpriseInfoCERTStatus: 'Confirm', enterpriseType: 'Personal' }, false],
  ],
  isEnterpriseCertification: [
    ['Submit and Enterprise', { enterpriseInfoCERTStatus: 'Submit', enterpriseType: 'Enterprise' }, true],
    ['upgrade status Submit (personal upgrading)', { enterpriseInfoCERTStatus: 'Confirm', enterpriseType: 'Personal', enterpriseUpgradeStatus: 'Submit' }, true],
    ['Submit and Personal', { enterpriseInfoCERTStatus: 'Submit', enterpriseType: 'Personal' }, false],
    ['Submit and TmsVendor', { enterpriseInfoCERTStatus: 'Submit', enterpriseType: 'TmsVendor' }, false],
    ['Confirm and Enterprise', { enterpriseInfoCERTStatus: 'Confirm', enterpriseType: 'Enterprise' }, false],
    ['upgrade refused', { enterpriseInfoCERTStatus: 'Confirm', enterpriseType: 'Personal', enterpriseUpgradeStatus: 'Refuse' }, false],
  ],
  isTrailerSupplierCertification: [
    ['TmsVendor with Submit', { enterpriseInfoCERTStatus: 'Submit', enterpriseType: 'TmsVendor' }, true],
    ['TmsVendor with Confirm', { enterpriseInfoCERTStatus: 'Confirm', enterpriseType: 'TmsVendor' }, false],
    ['Enterprise with Submit', { enterpriseInfoCERTStatus: 'Submit', enterpriseType: 'Enterprise' }, false],
  ],
  isTrailerSupplierConfirm: [
    ['TmsVendor with Confirm', { enterpriseInfoCERTStatus: 'Confirm', enterpriseType: 'TmsVendor' }, true],
    ['TmsVendor with Submit', { enterpriseInfoCERTStatus: 'Submit', enterpriseType: 'TmsVendor' }, false],
    ['TmsVendor with Refuse', { enterpriseInfoCERTStatus: 'Refuse', enterpriseType: 'TmsVendor' }, false],
  ],
  isPersonalCertification: [
    ['Personal with Submit', { enterpriseInfoCERTStatus: 'Submit', enterpriseType: 'Personal' }, true],
    ['Personal with Confirm', { enterpriseInfoCERTStatus: 'Confirm', enterpriseType: 'Personal' }, false],
    ['Enterprise with Submit', { enterpriseInfoCERTStatus: 'Submit', enterpriseType: 'Enterprise' }, false],
  ],
  isPersonalConfirm: [
    ['Personal with Confirm', { enterpriseInfoCERTStatus: 'Confirm', enterpriseType: 'Personal' }, true],
    ['Personal with Submit', { enterpriseInfoCERTStatus: 'Submit', enterpriseType: 'Personal' }, false],
    ['Personal with Cancel', { enterpriseInfoCERTStatus: 'Cancel', enterpriseType: 'Personal' }, false],
  ],
  isNotPersonal: [
    ['Personal', { enterpriseType: 'Personal', enterpriseInfoCERTStatus: 'Confirm' }, false],
    ['Enterprise', { enterpriseType: 'Enterprise', enterpriseInfoCERTStatus: 'Confirm' }, true],
    ['no type', {}, true],
  ],
  isMainAccount: [
    ['user type M', { userType: 'M' }, true],
    ['user type S', { userType: 'S' }, false],
    ['user type N', { userType: 'N' }, false],
  ],
  isSubAccount: [
    ['user type S', { userType: 'S' }, true],
    ['user type M', { userType: 'M' }, false],
    ['user type N', { userType: 'N' }, false],
  ],
  isCompanyLink: [
    ['A, no certification (not personal)', { enterpriseRelationReqStatus: 'A', userType: 'S' }, true],
    ['A, enterprise certified', { enterpriseRelationReqStatus: 'A', userType: 'S', enterpriseType: 'Enterprise', enterpriseInfoCERTStatus: 'Confirm' }, true],
    ['A, personal confirmed', { enterpriseRelationReqStatus: 'A', enterpriseType: 'Personal', enterpriseInfoCERTStatus: 'Confirm' }, false],
    ['A, personal refused', { enterpriseRelationReqStatus: 'A', enterpriseType: 'Personal', enterpriseInfoCERTStatus: 'Refuse' }, true],
    ['A, personal cancelled', { enterpriseRelationReqStatus: 'A', enterpriseType: 'Personal', enterpriseInfoCERTStatus: 'Cancel' }, true],
    ['W', { enterpriseRelationReqStatus: 'W' }, false],
    ['R', { enterpriseRelationReqStatus: 'R' }, false],
  ],
  isCompanyLinkApply: [
    ['W, not personal', { enterpriseRelationReqStatus: 'W' }, true],
    ['W, personal pending', { enterpriseRelationReqStatus: 'W', enterpriseType: 'Personal', enterpriseInfoCERTStatus: 'Submit' }, false],
    ['W, personal refused', { enterpriseRelationReqStatus: 'W', enterpriseType: 'Personal', enterpriseInfoCERTStatus: 'Refuse' }, true],
    ['A', { enterpriseRelationReqStatus: 'A' }, false],
    ['X', { enterpriseRelationReqStatus: 'X' }, false],
  ],
  enterpriseAssociation: [
    ['linked sub-account', { userType: 'S', enterpriseRelationReqStatus: 'A', enterpriseType: 'Enterprise', enterpriseInfoCERTStatus: 'Confirm' }, true],
    ['link applying', { enterpriseRelationReqStatus: 'W' }, true],
    ['not allowed to apply (enterprise pending)', { enterpriseInfoCERTStatus: 'Submit', enterpriseType: 'Enterprise' }, true],
    ['not allowed to apply (certified main account)', { userType: 'M', enterpriseInfoCERTStatus: 'Confirm', enterpriseType: 'Enterprise' }, true],
    ['free to apply (nothing)', {}, false],
    ['free to apply (refused link)', { enterpriseRelationReqStatus: 'R' }, false],
    ['free to apply (refused certification)', { enterpriseInfoCERTStatus: 'Refuse', enterpriseType: 'Enterprise' }, false],
  ],
  isOfflineEbookingEnterprise: [
    ['ebooking and not domestic', { ebooking: true, domestic: false }, true],
    ['ebooking and domestic', { ebooking: true, domestic: true }, false],
    ['not ebooking', { ebooking: false, domestic: false }, false],
  ],
  onlyCertification: [
    ['refused enterprise → empty', { enterpriseInfoCERTStatus: 'Refuse', enterpriseType: 'Enterprise' }, ''],
    ['refused, even with a confirmed supplier → empty', { enterpriseInfoCERTStatus: 'Cancel', enterpriseType: 'Enterprise', supplierStatus: 'Confirm' }, ''],
    ['enterprise pending → customer', { enterpriseInfoCERTStatus: 'Submit', enterpriseType: 'Enterprise' }, 'customer'],
    ['enterprise confirmed → customer', { enterpriseInfoCERTStatus: 'Confirm', enterpriseType: 'Enterprise' }, 'customer'],
    ['personal pending → customer', { enterpriseInfoCERTStatus: 'Submit', enterpriseType: 'Personal' }, 'customer'],
    ['personal confirmed → customer', { enterpriseInfoCERTStatus: 'Confirm', enterpriseType: 'Personal' }, 'customer'],
    ['trailer supplier pending → trailerSupplier', { enterpriseInfoCERTStatus: 'Submit', enterpriseType: 'TmsVendor' }, 'trailerSupplier'],
    ['trailer supplier confirmed → trailerSupplier', { enterpriseInfoCERTStatus: 'Confirm', enterpriseType: 'TmsVendor' }, 'trailerSupplier'],
    ['supplier Confirm → supplier', { supplierStatus: 'Confirm' }, 'supplier'],
    ['supplier Submit → supplier', { supplierStatus: 'Submit' }, 'supplier'],
    ['supplier Refuse → empty', { supplierStatus: 'Refuse' }, ''],
    ['nothing → empty', {}, ''],
  ],
  showRefuseTab: [
    ['enterprise refused → customer', { enterpriseInfoCERTStatus: 'Refuse', enterpriseType: 'Enterprise' }, 'customer'],
    ['personal cancelled → customer', { enterpriseInfoCERTStatus: 'Cancel', enterpriseType: 'Personal' }, 'customer'],
    ['trailer supplier refused → trailerSupplier', { enterpriseInfoCERTStatus: 'Refuse', enterpriseType: 'TmsVendor' }, 'trailerSupplier'],
    ['supplier refused → supplier', { supplierStatus: 'Refuse' }, 'supplier'],
    ['upgrade to enterprise refused → customer', { enterpriseInfoCERTStatus: 'Confirm', enterpriseType: 'Personal', enterpriseUpgradeStatus: 'Refuse' }, 'customer'],
    ['nothing refused → empty', { enterpriseInfoCERTStatus: 'Confirm', enterpriseType: 'Enterprise', supplierStatus: 'Confirm' }, ''],
  ],
  isNotAuthUser: [
    ['no type', { enterpriseInfoCERTStatus: 'Confirm' }, true],
    ['status not Confirm (Submit)', { enterpriseInfoCERTStatus: 'Submit', enterpriseType: 'Enterprise' }, true],
    ['status not Confirm (Refuse)', { enterpriseInfoCERTStatus: 'Refuse', enterpriseType: 'Personal' }, true],
    ['nothing', {}, true],
    ['Confirm with a type', { enterpriseInfoCERTStatus: 'Confirm', enterpriseType: 'TmsVendor' }, false],
  ],
  isSupplierConfirm: [
    ['supplier Confirm', { supplierStatus: 'Confirm' }, true],
    ['supplier Submit', { supplierStatus: 'Submit' }, false],
    ['supplier empty', {}, false],
  ],
  isSupplierCertification: [
    ['supplier Submit', { supplierStatus: 'Submit' }, true],
    ['supplier Confirm', { supplierStatus: 'Confirm' }, false],
    ['supplier Refuse', { supplierStatus: 'Refuse' }, false],
  ],
  enterpriseType: [
    ['passes the type through', { enterpriseType: 'TmsVendor', enterpriseInfoCERTStatus: 'Submit' }, 'TmsVendor'],
    ['empty when none', {}, ''],
  ],
  isBindUnionAccount: [
    ['unionAccount non-empty', { unionAccount: 'ent@sister.example' }, true],
    ['unionAccount empty', { unionAccount: '' }, false],
  ],
};

describe('deriveAccountFlags', () => {
  for (const [flag, cases] of Object.entries(TABLE) as Array<[keyof AccountFlags, Array<Case<keyof AccountFlags>>]>) {
    describe(flag, () => {
      it.each(cases)('%s', (_description, inputs, expected) => {
        expect(flagsOf(inputs)[flag]).toBe(expected);
      });
    });
  }

  it('has a table for every flag it computes', () => {
    expect(Object.keys(TABLE).sort()).toEqual(Object.keys(flagsOf({})).sort());
  });

  it('ignores the inputs no flag reads (masterStatus, confirmTerm)', () => {
    expect(flagsOf({ masterStatus: 'M', confirmTerm: true })).toEqual(flagsOf({}));
  });
});
