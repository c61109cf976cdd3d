import type { OrderDocumentInput } from './order-document-pdf';

/** A complete confirmed order as the documents show it (unit tests and previews). */
export function sampleDocumentInput(overrides: Partial<OrderDocumentInput> = {}): OrderDocumentInput {
  return {
    orderId: '7b0c3f0e-4a4c-4a47-9d3c-0d3f3a2b9e11',
    orderNo: 'OC261122000123',
    bkgNo: 'PANSHA26110042',
    statusLabel: '已确认',
    carrier: { code: 'PAN', cnnme: '泛海航运', ennme: 'Pan Ocean Shipping' },
    route: {
      svcLoop: 'NSL1',
      vesselName: '泛海明珠',
      voyage: '2611E',
      fpolCode: 'CNSHA',
      fpolName: '上海',
      lpodCode: 'CNHAK',
      lpodName: '海口',
      etd: '2026-11-28T02:00:00.000Z',
      eta: '2026-12-02T08:00:00.000Z',
    },
    shippingTerm: 3,
    containers: [
      { cntrType: '20GP', quantity: 2 },
      { cntrType: '40HQ', quantity: 1 },
    ],
    parties: [
      { partyType: 'C', name: '海南椰风贸易有限公司', contact: '李四', phone: '13900000002', address: '海南省海口市龙华区滨海大道88号' },
      { partyType: 'S', name: '上海华信国际物流有限公司', contact: '张三', phone: '13800000001', address: '上海市浦东新区张江路100号' },
      { partyType: 'N', name: '同收货人', contact: null, phone: null, address: null },
    ],
    cargo: { description: '日用百货（塑料制品）', cargoType: '普通货物', weightKg: 18500, packages: 600, packaging: '纸箱', isDangerous: false },
    doorAddresses: [
      { io: 'L', address: '上海市浦东新区张江路100号2号仓库', contact: '王五', phone: '13700000003', loadingTime: '2026-11-26T01:00:00.000Z' },
      { io: 'D', address: '海南省海口市龙华区滨海大道88号', contact: '李四', phone: '13900000002', loadingTime: null },
    ],
    charges: [
      { name: '产品总价', amountFen: 1_250_000 },
      { name: '优惠', amountFen: -50_000 },
      { name: '订舱费（单证费）', amountFen: 10_000 },
      { name: '拖车费', amountFen: 240_000 },
    ],
    totalFen: 1_450_000,
    remarks: '请安排干净箱，装货前一天电话联系。',
    confirmedAt: '2026-11-22T05:30:00.000Z',
    ...overrides,
  };
}
