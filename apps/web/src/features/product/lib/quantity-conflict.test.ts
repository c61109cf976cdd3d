import { describe, expect, it } from 'vitest';
import { findQuantityConflicts } from './quantity-conflict';
import type { SailingContainer, SailingView } from './sailing-view';

const container = (cntrType: string, isClosed = false): SailingContainer => ({
  cntrType,
  containerPrice: 300_000,
  ylbPromotionPrice: null,
  promotions: [],
  availableInventory: 10,
  isClosed,
  conflictMessage: null,
});

const sailing = (productId: string, productType: number, patch: Partial<SailingView> = {}): SailingView => ({
  productId,
  productType,
  carrier: 'PAN',
  fpolCde: 'SHA',
  fpolCnnme: '上海',
  lpodCde: 'QZH',
  lpodCnnme: '钦州',
  origFacilityCde: 'SHA',
  origFacilityCnnme: '上海',
  origIsRail: false,
  destFacilityCnnme: '钦州',
  vslCnnme: '中远之星',
  vslEnnme: 'COSCO STAR',
  voyage: '2547S',
  svcLoop: 'NSX',
  etd: '2026-11-25T02:00:00Z',
  eta: '2026-11-29T02:00:00Z',
  transitDays: 4,
  cargoTypeCde: null,
  committedVolume: null,
  maxOrderQuantity: 100,
  orderable: true,
  containers: [container('20GP'), container('40HQ')],
  ...patch,
});

describe('findQuantityConflicts (001 §5)', () => {
  const general = sailing('general', 0);

  it('sends a type sold by a contract product on the same flow and voyage to that product', () => {
    const contract = sailing('contract', 2, { containers: [container('20GP'), container('40HQ', true)] });
    const conflicts = findQuantityConflicts(general, [general, contract]);
    expect([...conflicts.keys()]).toEqual(['20GP']);
    expect(conflicts.get('20GP')?.productId).toBe('contract');
  });

  it('ignores other voyages, other flows, closed special products and the special product itself', () => {
    const listed = [
      general,
      sailing('other-voyage', 2, { voyage: '2548S' }),
      sailing('other-flow', 3, { lpodCde: 'HAK' }),
      sailing('closed', 4, { orderable: false }),
      sailing('sea-rail', 1),
    ];
    expect(findQuantityConflicts(general, listed).size).toBe(0);
    const contract = sailing('contract', 2);
    expect(findQuantityConflicts(contract, [general, contract]).size).toBe(0);
  });
});
