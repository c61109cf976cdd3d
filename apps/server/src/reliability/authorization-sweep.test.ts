import crypto from 'node:crypto';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app';
import { encryptFor } from '../testing/identity';
import { createAwaitingPaymentOrder, encryptedPayPassword } from '../testing/money';
import { createReliabilityApp, loginCustomer, rawCall, type Customer } from './reliability.test-support';

/**
 * Authorization sweep (issue 7): for every route that takes an id, a certified customer A (nb_gangtong,
 * 宁波港通) asks for customer B's object (demo_ent, 上海华信) and must get 403 / 404 or a business refusal,
 * never B's data: the answer may not contain any of B's identifying values (order and booking numbers,
 * address label, file name, login names, phone, remark texts). After the sweep B's rows are unchanged.
 *
 * The routes come from the app itself (printRoutes: every route) and its OpenAPI document (the fields of
 * every query and body); a route is "taking an id" when a path parameter or any (nested) field is named
 * id / ids / *Id / *Ids / payNo / bkgNo / orderNo. Each such route must be in CASES (how to ask for B's
 * object), EXEMPT (the id is public, with the reason) or under /api/ops (operator console: a customer token
 * never gets in). A new route with an id fails the sweep until it is listed.
 */

const ID_FIELD = /^(id|ids|payNo|bkgNo|orderNo)$|Ids?$/;

/** Routes whose id is not a customer's private object. */
const EXEMPT: Record<string, string> = {
  // Catalogue: product / sailing ids are public (the search result shows them to visitors).
  'GET /api/web/domestic/customer/baseData/getPressureEndTime': 'productId: public sailing',
  'GET /api/web/product/getProductById': 'productId: public sailing',
  'GET /api/web/product/getProductLegByProductId': 'productId: public sailing',
  'GET /api/web/domestic/customer/product/getProductInventory': 'productId: public sailing',
  'GET /api/web/domestic/customer/product/getProductLadderInventory': 'productId: public sailing',
  'POST /api/web/domestic/customer/promotion/promotionPlanSearch': 'productId: public sailing',
  'POST /api/web/domestic/customer/promotion/getBatchGoodsPromotion': 'productId: public sailing',
  'POST /api/web/domestic/order/cargo/findCargoBriefDescDTO': 'productId / agreementId of the public catalogue',
  'POST /api/web/domestic/order/cargo/validateCargo': 'productId: public sailing',
  'POST /api/web/domestic/order/createOrder': 'productId: public sailing (creates the caller\'s own draft)',
  // The payment provider's side: signed notify and the sandbox page the QR code opens (not in production).
  'POST /api/web/domestic/order/payment/callback/:channel': 'provider notify, authenticated by its signature, not by a user',
  'GET /api/dev/pay-sandbox/:payNo': 'sandbox stand-in for the provider\'s QR page; the payNo is the capability',
  'POST /api/dev/pay-sandbox/:payNo/:outcome': 'sandbox stand-in for the provider\'s QR page; the payNo is the capability',
  // Values the caller types about itself (its own licence / SAP number), not references to others' rows.
  'GET /api/web/domestic/member/EpanCEnterpriseInfo/validateSapId': 'checks a SAP number the caller enters; answers valid/used only',
  'GET /api/web/domestic/member/EpanCEnterpriseInfo/checkEnterpriseConfirm': 'checks the licence / SAP number the caller enters; answers a status only',
};

interface Fixture {
  entUserId: string;
  subUserId: string;
  linkerUserId: string;
  /** demo_linker's waiting application to B's enterprise: B's SUB_USER_APPROVAL to-do task. */
  linkApplicationId: string;
  enterpriseId: string;
  sapId: string;
  confirmed: { id: string; orderNo: string; bkgNo: string };
  payable: { id: string; orderNo: string };
  draft: { id: string; orderNo: string };
  payNo: string;
  fileId: string;
  bussinessId: string;
  addressId: string;
  invoiceEmailId: string;
  messageId: string;
  withdrawalId: string;
  certificationRequestId: string;
  cancellationId: string;
  masterRequestId: string;
  driverId: string;
  blankNoteId: string;
}

interface Ask {
  url: string;
  query?: Record<string, string>;
  body?: unknown;
  /**
   * refused (default): 403 / 404 or a business refusal (HTTP 200, code ≠ 0).
   * silent: the call may answer code 0 as long as nothing of B's is in it (a yes/no the flow needs, or an empty list).
   */
  outcome?: 'refused' | 'silent';
  /** B's values this route may show because they are public (with the reason beside the entry). */
  publicValues?: string[];
}

const FILE_NAME = '华信机密合同RELA.png';
const ADDRESS_LABEL = '上海总部发货';
const WITHDRAWAL_REMARK = '退还多余预存款';

/** How A asks for B's object, per route. */
const CASES: Record<string, (b: Fixture, a: TestApp) => Ask> = {
  // Account and enterprise
  'POST /api/web/entUser/checkOriginalPassword': (b, t) => ({ url: 'web/entUser/checkOriginalPassword', body: { originalPassword: encryptFor(t, 'Coast@2026'), userId: b.entUserId }, outcome: 'silent' }),
  'GET /api/web/entUser/isPaymentPasswordSetBefore': (b) => ({ url: 'web/entUser/isPaymentPasswordSetBefore', query: { userId: b.entUserId } }),
  'POST /api/web/entUser/setPaymentPassword': (b, t) => ({ url: 'web/entUser/setPaymentPassword', body: { paymentPassword: encryptFor(t, '258147'), userId: b.entUserId } }),
  'GET /api/web/entUser/getUserByEnterpriseId': (b) => ({ url: 'web/entUser/getUserByEnterpriseId', query: { enterpriseId: b.enterpriseId } }),
  'GET /api/web/entUser/getUserByQuery': () => ({ url: 'web/entUser/getUserByQuery', query: { userLogonId: 'demo_sub' }, outcome: 'silent' }), // answers null outside the caller's enterprise
  'POST /api/web/customerAuth/update': (b) => ({
    url: 'web/customerAuth/update',
    body: { entType: 'Enterprise', enterpriseCnnme: '宁波港通供应链管理有限公司', socialCreditCode: '91330206MA2AG7TN80', address: '宁波', legalPersonName: '周涛', contactName: '周涛', contactPhone: '0574-86881234', licenseFileIds: [b.fileId] },
  }),
  'POST /api/web/customerAuth/resubmitEntAuth': (b) => ({
    url: 'web/customerAuth/resubmitEntAuth',
    body: { entType: 'Enterprise', enterpriseCnnme: '宁波港通供应链管理有限公司', socialCreditCode: '91330206MA2AG7TN80', address: '宁波', legalPersonName: '周涛', contactName: '周涛', contactPhone: '0574-86881234', licenseFileIds: [b.fileId], requestId: b.certificationRequestId },
  }),
  'POST /api/web/customerAuth/validateEnterpriseID': (b) => ({ url: 'web/customerAuth/validateEnterpriseID', query: { enterpriseId: b.enterpriseId }, outcome: 'silent' }),
  'POST /api/web/entCharterSupplier/entCharterSupplier': (b) => ({
    url: 'web/entCharterSupplier/entCharterSupplier',
    body: { supplierName: '港通船务', isTerritory: 1, contactName: '周涛', contactPhone: '13800000011', fileIds: [b.fileId] },
  }),
  'POST /api/web/entCharterSupplier/updateEntCharterSupplier': (b) => ({
    url: 'web/entCharterSupplier/updateEntCharterSupplier',
    body: { supplierName: '港通船务', isTerritory: 1, contactName: '周涛', contactPhone: '13800000011', fileIds: [b.fileId] },
  }),
  'POST /api/web/entCharterSupplier/updateZeroCommitment': (b) => ({ url: 'web/entCharterSupplier/updateZeroCommitment', body: { fileId: b.fileId } }),
  'POST /api/web/external/link/transferLink': (b) => ({ url: 'web/external/link/transferLink', body: { logonId: 'demo_ent', userId: b.entUserId, transferType: 'ECHARTING_ALLPRICE', abroad: 1 } }),
  'POST /api/web/domestic/member/EpanCEnterpriseInfo/getAuthStatusByEntIds': (b) => ({
    url: 'web/domestic/member/EpanCEnterpriseInfo/getAuthStatusByEntIds',
    body: { entIds: [b.enterpriseId] },
    outcome: 'silent',
    // A certified enterprise's name and status are public to logged-in users (association search lists them).
    publicValues: ['上海华信'],
  }),
  'POST /api/web/enterprise/subUser/findAllByEnterpriseId': (b) => ({ url: 'web/enterprise/subUser/findAllByEnterpriseId', body: { enterpriseId: b.enterpriseId } }),
  'GET /api/web/enterprise/subUser/getAuditedUserPage': () => ({ url: 'web/enterprise/subUser/getAuditedUserPage', query: { loginId: 'demo_sub' }, outcome: 'silent' }),
  'POST /api/web/enterprise/subUser/batchApprove': (b) => ({ url: 'web/enterprise/subUser/batchApprove', body: { userIds: [b.linkerUserId], visibility: 'ALL', rights: ['user_pay'] } }),
  'POST /api/web/enterprise/subUser/batchRefuse': (b) => ({ url: 'web/enterprise/subUser/batchRefuse', body: { userIds: [b.linkerUserId], reason: '越权测试' } }),
  'POST /api/web/enterprise/subUser/batchDelete': (b) => ({ url: 'web/enterprise/subUser/batchDelete', body: { userIds: [b.subUserId] } }),
  'POST /api/web/enterprise/subUser/updateSubUserPermission': (b) => ({ url: 'web/enterprise/subUser/updateSubUserPermission', body: { userId: b.subUserId, visibility: 'ALL', rights: ['user_pay', 'user_pre_deposit'] } }),
  'POST /api/web/enterprise/subUser/updateSubUserToken': (b) => ({ url: 'web/enterprise/subUser/updateSubUserToken', body: { userId: b.subUserId, action: 'issue' } }),
  'GET /api/web/enterprise/subUser/findByLoginIdLike': () => ({ url: 'web/enterprise/subUser/findByLoginIdLike', query: { loginId: 'demo_sub' }, outcome: 'silent' }),
  'GET /api/web/epanEntUserRelationReq/getRelationInfoByUserId': (b) => ({ url: 'web/epanEntUserRelationReq/getRelationInfoByUserId', query: { userId: b.subUserId } }),
  'GET /api/web/epanEntUserRelationReq/getEntAuthorityByUserId': (b) => ({ url: 'web/epanEntUserRelationReq/getEntAuthorityByUserId', query: { userId: b.subUserId } }),
  'POST /api/web/entMasterReq/apply': (b) => ({ url: 'web/entMasterReq/apply', body: { reason: '越权测试', fileIds: [b.fileId] } }),
  'POST /api/web/entMasterReq/change': (b) => ({ url: 'web/entMasterReq/change', body: { newMasterUserId: b.subUserId, reason: '越权测试' } }),
  'POST /api/web/entMasterReq/update': (b) => ({ url: 'web/entMasterReq/update', body: { id: b.masterRequestId, action: 'approve' } }),
  'GET /api/web/association/hasEnterpriseId': (b) => ({ url: 'web/association/hasEnterpriseId', query: { enterpriseId: b.enterpriseId }, outcome: 'silent' }),
  'GET /api/web/association/isUpperEnterpriseLimit': (b) => ({ url: 'web/association/isUpperEnterpriseLimit', query: { enterpriseId: b.enterpriseId }, outcome: 'silent' }),
  'POST /api/web/association/saveAssociation': (b) => ({ url: 'web/association/saveAssociation', body: { id: b.enterpriseId, note: '越权测试', userId: b.subUserId } }),
  'POST /api/web/commonUrl/uaas/bindUser': () => ({ url: 'web/commonUrl/uaas/bindUser', body: { userLogonId: 'demo_ent', email: 'demo_ent@coastbook.example', password: 'AAAA' } }),
  'GET /api/web/commonUrl/uaas/getEpanEntUserDTOList': (b) => ({ url: 'web/commonUrl/uaas/getEpanEntUserDTOList', query: { email: 'demo_ent@coastbook.example', sapId: b.sapId }, outcome: 'silent' }), // empty list
  'GET /api/web/commonUrl/uaas/isShowUpgradeGuide': (b) => ({ url: 'web/commonUrl/uaas/isShowUpgradeGuide', query: { userId: b.entUserId }, outcome: 'silent' }),
  'POST /api/web/unsubscribe/cancel': (b) => ({ url: 'web/unsubscribe/cancel', body: { id: b.cancellationId } }),
  'POST /api/web/tms/driverUploadPermission/remove': (b) => ({ url: 'web/tms/driverUploadPermission/remove', body: { driverId: b.driverId } }),
  'POST /api/web/tms/driverUploadPermission/updatePermission': (b) => ({ url: 'web/tms/driverUploadPermission/updatePermission', body: { driverId: b.driverId, canUpload: false } }),
  // Tracking is public by waybill number (the consignee holds the number, not an account of the shipper's): A
  // may follow the ship of B's waybill — the number A typed comes back — but gets none of B's order: no order
  // number, party, cargo, amount, nor the containers (those only to B's own accounts; tracking.routes.test.ts).
  'POST /api/web/commonUrl/portal/newTrackingCargo': (b) => ({
    url: 'web/commonUrl/portal/newTrackingCargo',
    body: { bkgNo: b.confirmed.bkgNo },
    outcome: 'silent',
    publicValues: [b.confirmed.bkgNo],
  }),
  // Files
  'POST /api/web/auth/file/uploadFile': (b) => ({ url: 'web/auth/file/uploadFile', query: { fileType: 'orderAttachment', bussinessId: b.bussinessId }, body: pngUpload('越权上传.png'), outcome: 'silent' }),
  'GET /api/web/auth/file/download': (b) => ({ url: 'web/auth/file/download', query: { fileId: b.fileId } }),
  'POST /api/web/auth/file/delete': (b) => ({ url: 'web/auth/file/delete', body: { fileId: b.fileId } }),
  'GET /api/web/auth/file/searchFileList': (b) => ({ url: 'web/auth/file/searchFileList', query: { bussinessId: b.bussinessId }, outcome: 'silent' }),
  'GET /api/web/auth/file/getAttachmentInfo': (b) => ({ url: 'web/auth/file/getAttachmentInfo', query: { fileId: b.fileId } }),
  'POST /api/web/auth/file/updateFilesBussinessId': (b) => ({ url: 'web/auth/file/updateFilesBussinessId', body: { fileIds: [b.fileId], bussinessId: 'RELA-STOLEN' } }),
  'POST /api/web/auth/file/copyFilesByBussinessId': (b) => ({ url: 'web/auth/file/copyFilesByBussinessId', body: { fromBussinessId: b.bussinessId, toBussinessId: 'RELA-COPY' }, outcome: 'silent' }),
  'GET /api/web/auth/file/getFileUrl': (b) => ({ url: 'web/auth/file/getFileUrl', query: { fileId: b.fileId } }),
  'GET /api/web/auth/file/getPictureUrls': (b) => ({ url: 'web/auth/file/getPictureUrls', query: { bussinessId: b.bussinessId }, outcome: 'silent' }),
  // A signed view link is only made for the owner; an unsigned / forged one is refused.
  'GET /api/web/commonUrl/file/view': (b) => ({ url: 'web/commonUrl/file/view', query: { fileId: b.fileId, expires: String(Math.floor(Date.now() / 1000) + 600), signature: 'A'.repeat(43) } }),
  // Addresses, invoice mailbox, messages
  'POST /api/web/entUserAddress/updateUserAddress': (b) => ({ url: 'web/entUserAddress/updateUserAddress', body: { addressId: b.addressId, addressType: 'S', label: '越权修改', contactName: '周涛', mobile: '13800000011' } }),
  'POST /api/web/entUserAddress/deleteAddress': (b) => ({ url: 'web/entUserAddress/deleteAddress', body: { addressId: b.addressId } }),
  'POST /api/web/entUserAddress/checkAddressLabelExist': (b) => ({ url: 'web/entUserAddress/checkAddressLabelExist', body: { addressType: 'S', label: ADDRESS_LABEL, addressId: b.addressId }, outcome: 'silent' }),
  'POST /api/web/entUserAddress/addUserEmail': (b) => ({ url: 'web/entUserAddress/addUserEmail', body: { addressId: b.addressId, email: 'thief@example.com' } }),
  'GET /api/web/entUserAddress/getUserAddressByAddressId': (b) => ({ url: 'web/entUserAddress/getUserAddressByAddressId', query: { addressId: b.addressId } }),
  'POST /api/web/invoiceAcceptanceEmail/delete': (b) => ({ url: 'web/invoiceAcceptanceEmail/delete', body: { id: b.invoiceEmailId } }),
  'POST /api/web/epanCustomer/epanCustomerMsg/readMessage': (b) => ({ url: 'web/epanCustomer/epanCustomerMsg/readMessage', body: { custMsgLogIds: [b.messageId], custMsgLogId: b.messageId } }),
  'POST /api/web/epanCustomer/epanCustomerMsg/delete': (b) => ({ url: 'web/epanCustomer/epanCustomerMsg/delete', body: { custMsgLogIds: [b.messageId] } }),
  // Orders
  'POST /api/web/domestic/order/saveTheDraftOrderInfo': (b) => ({ url: 'web/domestic/order/saveTheDraftOrderInfo', body: { orderId: b.draft.id, shipper: { name: '港通', addressId: b.addressId } } }),
  'POST /api/web/domestic/order/bookingInfo': (b) => ({
    url: 'web/domestic/order/bookingInfo',
    body: {
      orderId: b.draft.id,
      shippingTerm: 0,
      shipper: { name: '宁波港通', addressId: b.addressId },
      consignee: { name: '泉州恒泰贸易有限公司', contact: '黄志明', phone: '0595-22881234', address: '福建省泉州市' },
      cgoBriefDescCde: '100001',
      weightKg: 18000,
      packages: 400,
      packagingCnnme: '纸箱',
      isDangerous: false,
      agreementTicked: true,
    },
  }),
  'GET /api/web/domestic/order/complete/:orderId': (b) => ({ url: `web/domestic/order/complete/${b.confirmed.id}` }),
  'POST /api/web/domestic/order/searchDocChargeDetail': (b) => ({ url: 'web/domestic/order/searchDocChargeDetail', body: { orderId: b.confirmed.id } }),
  'POST /api/web/domestic/order/cancelOrder': (b) => ({ url: 'web/domestic/order/cancelOrder', body: { orderId: b.payable.id, reason: '越权取消' } }),
  'POST /api/web/domestic/order/getOrderByOrderIdOrBkgNo': (b) => ({ url: 'web/domestic/order/getOrderByOrderIdOrBkgNo', body: { orderId: b.confirmed.id, bkgNo: b.confirmed.bkgNo } }),
  'POST /api/web/domestic/order/getOrderByOrderIds': (b) => ({ url: 'web/domestic/order/getOrderByOrderIds', body: { orderIds: [b.confirmed.id, b.payable.id] }, outcome: 'silent' }), // lists only visible orders: []
  'POST /api/web/domestic/customer/order/getBkgNoByOrderIds': (b) => ({ url: 'web/domestic/customer/order/getBkgNoByOrderIds', body: { orderIds: [b.confirmed.id] }, outcome: 'silent' }), // []
  'GET /api/web/domestic/order/download/bkg': (b) => ({ url: 'web/domestic/order/download/bkg', query: { orderId: b.confirmed.id } }),
  'GET /api/web/domestic/order/download/bkg/try': (b) => ({ url: 'web/domestic/order/download/bkg/try', query: { orderId: b.confirmed.id } }),
  'POST /api/web/domestic/order/download/bkg/confirm': (b) => ({ url: 'web/domestic/order/download/bkg/confirm', body: { orderIds: [b.confirmed.id] } }),
  'GET /api/web/domestic/order/download/bl': (b) => ({ url: 'web/domestic/order/download/bl', query: { orderId: b.confirmed.id } }),
  'GET /api/web/domestic/order/download/bl/try': (b) => ({ url: 'web/domestic/order/download/bl/try', query: { orderId: b.confirmed.id } }),
  'POST /api/web/domestic/order/download/bl/confirm': (b) => ({ url: 'web/domestic/order/download/bl/confirm', body: { orderIds: [b.confirmed.id] } }),
  // Money
  'POST /api/web/domestic/member/assets/insertOfflinePay': (b) => ({
    url: 'web/domestic/member/assets/insertOfflinePay',
    body: { amountFen: 100_000, payerAccountName: '宁波港通供应链管理有限公司', transferDate: '2026-11-20', voucherFileIds: [b.fileId] },
  }),
  'POST /api/web/domestic/member/assets/cancelRefund': (b) => ({ url: 'web/domestic/member/assets/cancelRefund', body: { id: b.withdrawalId } }),
  'POST /api/web/domestic/member/assets/applyBlanknote': (b, t) => ({ url: 'web/domestic/member/assets/applyBlanknote', body: { orderIds: [b.payable.id], payPassword: encryptedPayPassword(t), agreementTicked: true } }),
  'POST /api/web/domestic/order/payment/validate': (b) => ({ url: 'web/domestic/order/payment/validate', body: { orderIds: [b.payable.id], channel: 'ACCOUNTSTORE' }, outcome: 'silent' }), // payable false, 订单不存在或无权查看
  'POST /api/web/domestic/order/payment/orderPayReq': (b, t) => ({ url: 'web/domestic/order/payment/orderPayReq', body: { orderId: b.payable.id, channel: 'ACCOUNTSTORE', payPassword: encryptedPayPassword(t), agreementTicked: true } }),
  'POST /api/web/domestic/order/batchPayment': (b, t) => ({ url: 'web/domestic/order/batchPayment', body: { orderIds: [b.payable.id], channel: 'ACCOUNTSTORE', payPassword: encryptedPayPassword(t), agreementTicked: true } }),
  'POST /api/web/domestic/order/payment/zeroPayment': (b) => ({ url: 'web/domestic/order/payment/zeroPayment', body: { orderId: b.payable.id, agreementTicked: true } }),
  'POST /api/web/domestic/order/payment/blankNoteRedeemPayment': (b, t) => ({ url: 'web/domestic/order/payment/blankNoteRedeemPayment', body: { blankNoteIds: [b.blankNoteId], channel: 'ACCOUNTSTORE', payPassword: encryptedPayPassword(t), agreementTicked: true } }),
  'POST /api/web/domestic/order/payment/orderPayStatus': (b) => ({ url: 'web/domestic/order/payment/orderPayStatus', body: { payNo: b.payNo } }),
  // To-do tasks: B's link application to decide and B's order reminder (answered 5210, as if absent).
  'POST /api/web/domestic/task/todo/refuseTodoTask': (b) => ({ url: 'web/domestic/task/todo/refuseTodoTask', body: { taskId: `SUB_USER_APPROVAL:${b.linkApplicationId}`, reason: '越权拒绝' } }),
  'POST /api/web/domestic/task/todo/removeTodoTask': (b) => ({ url: 'web/domestic/task/todo/removeTodoTask', body: { taskId: `ORDER_AWAITING_PAYMENT:${b.payable.id}` } }),
  'POST /api/web/domestic/order/payment/searchPayPoint/:orderId': (b) => ({ url: `web/domestic/order/payment/searchPayPoint/${b.payable.id}` }),
};

function pngUpload(filename: string): { payload: Buffer; boundary: string } {
  const image = new PNG({ width: 2, height: 2 });
  image.data.fill(120);
  const boundary = '----ReliabilityBoundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    PNG.sync.write(image),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, boundary };
}

/** Every route of the app as "METHOD /path" (HEAD left out), read from printRoutes' tree. */
function listRoutes(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const branch = /(├── |└── )/.exec(line);
    if (!branch) continue;
    const depth = branch.index / 4;
    const match = /^(.*?)(?: \(([^)]*)\))?$/.exec(line.slice(branch.index + 4))!;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[1];
    stack.push(path);
    for (const method of match[2]?.split(', ') ?? []) if (method !== 'HEAD') routes.push(`${method} ${path.replace(/(.)\/$/, '$1')}`);
  }
  return [...new Set(routes)];
}

type JsonSchema = { properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; allOf?: JsonSchema[] };

function fieldNames(schema: JsonSchema | undefined, into: Set<string>): Set<string> {
  if (!schema || typeof schema !== 'object') return into;
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) fieldNames(part, into);
  if (schema.items) fieldNames(schema.items, into);
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    into.add(name);
    fieldNames(child, into);
  }
  return into;
}

/** Route → its id-like fields (path parameters, query and body fields, nested ones included). */
function idFieldsByRoute(routes: string[], openApi: { paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }>; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>> }): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const documented = new Map<string, Set<string>>();
  for (const [path, operations] of Object.entries(openApi.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const names = new Set<string>();
      for (const parameter of operation.parameters ?? []) if (parameter.in !== 'header') names.add(parameter.name);
      for (const content of Object.values(operation.requestBody?.content ?? {})) fieldNames(content.schema, names);
      documented.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1').replace(/(.)\/$/, '$1')}`, names);
    }
  }
  for (const route of routes) {
    const names = new Set(documented.get(route) ?? []);
    for (const parameter of route.matchAll(/:(\w+)/g)) names.add(parameter[1]!);
    const ids = [...names].filter((name) => ID_FIELD.test(name));
    if (ids.length > 0) found.set(route, ids.sort());
  }
  return found;
}

let testApp: TestApp;
let intruder: Customer;
let fixture: Fixture;
let secrets: string[];

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await testApp.database.pool.query(sql, params);
  if (!rows[0]) throw new Error(`no row for ${sql}`);
  return rows[0] as T;
}

/** B's rows the sweep must leave untouched. */
async function snapshotOfB(): Promise<unknown> {
  const q = async (sql: string) => (await testApp.database.pool.query(sql, [fixture.entUserId, fixture.enterpriseId])).rows;
  return {
    orders: await q('select id, status, inventory_reserved, paid_fen, updated_at from order_mast where enterprise_id = $2 and $1::uuid is not null order by id'),
    parties: await q('select * from order_party where order_id in (select id from order_mast where enterprise_id = $2 and $1::uuid is not null) order by order_id, party_type'),
    addresses: await q('select * from user_address where owner_user_id = $1 or enterprise_id = $2 order by id'),
    files: await q("select * from stored_file where owner_user_id = $1 and $2::uuid is not null order by id"),
    messages: await q('select id, read_at, deleted_at from customer_message where user_id = $1 and $2::uuid is not null order by id'),
    invoiceEmails: await q('select * from invoice_acceptance_email where enterprise_id = $2 and $1::uuid is not null order by id'),
    relations: await q('select * from enterprise_relation_request where enterprise_id = $2 and $1::uuid is not null order by id'),
    users: await q('select id, user_type, enterprise_id, password_hash, payment_password_hash from user_account where enterprise_id = $2 or id = $1 order by id'),
    enterprise: await q('select * from enterprise where id = $2 and $1::uuid is not null'),
    money: await q("select a.balance_fen, a.credit_used_fen, (select count(*) from prepaid_ledger l where l.account_id = a.id) as ledger_rows from prepaid_account a where a.owner_id = $2 and $1::uuid is not null"),
    withdrawals: await q("select id, status from withdrawal_request w where w.created_by = $1 and $2::uuid is not null order by id"),
    payments: await q('select id, status from payment_request where user_id = $1 and $2::uuid is not null order by id'),
    blankNotes: await q('select * from blank_note where $1::uuid is not null and $2::uuid is not null order by id'),
    cancellations: await q('select id, status from account_cancellation_request where user_id = $1 and $2::uuid is not null'),
    masterRequests: await q('select * from ent_master_request where $1::uuid is not null and $2::uuid is not null order by id'),
    drivers: await q('select * from trailer_driver where $1::uuid is not null and $2::uuid is not null order by id'),
    // Every removal, A's included: A may not take B's reminder off any list.
    taskRemovals: await q('select * from todo_task_removal where $1::uuid is not null and $2::uuid is not null order by user_id, task_id'),
  };
}

beforeAll(async () => {
  testApp = await createReliabilityApp();
  const owner = await loginCustomer(testApp, 'demo_ent', 0);
  intruder = await loginCustomer(testApp, 'nb_gangtong', 1);
  const ent = await one<{ id: string; enterprise_id: string }>("select id, enterprise_id from user_account where logon_id = 'demo_ent'");
  // A gets demo_ent's payment password (135790) so the payment calls reach their order check.
  await testApp.database.pool.query("update user_account set payment_password_hash = (select payment_password_hash from user_account where logon_id = 'demo_ent') where logon_id = 'nb_gangtong'");
  const bussinessId = `RELA-${crypto.randomUUID().slice(0, 8)}`;
  const upload = pngUpload(FILE_NAME);
  const uploaded = await testApp.app.inject({
    method: 'POST',
    url: `/api/web/auth/file/uploadFile?fileType=orderAttachment&bussinessId=${bussinessId}`,
    remoteAddress: owner.ip,
    payload: upload.payload,
    headers: { authorization: `bearer ${owner.token}`, 'content-type': `multipart/form-data; boundary=${upload.boundary}` },
  });
  expect(uploaded.json(), 'B uploads a file').toMatchObject({ code: 0 });
  const confirmed = await one<{ id: string; order_no: string; bkg_no: string }>("select id, order_no, bkg_no from order_mast where enterprise_id = $1 and status = 'A' and bkg_no is not null order by order_no limit 1", [ent.enterprise_id]);
  const payable = await createAwaitingPaymentOrder(testApp, owner.token);
  const noted = await createAwaitingPaymentOrder(testApp, owner.token);
  const note = await rawCall(testApp, owner, 'POST', '/api/web/domestic/member/assets/applyBlanknote', { body: { orderIds: [noted.orderId], payPassword: encryptedPayPassword(testApp), agreementTicked: true }, headers: { 'idempotency-key': crypto.randomUUID() } });
  expect(note.body, 'B takes a deposit note').toMatchObject({ code: 0 });
  const change = await rawCall(testApp, owner, 'POST', '/api/web/entMasterReq/change', {
    body: { newMasterUserId: (await one<{ id: string }>("select id from user_account where logon_id = 'demo_sub'")).id, reason: '华信主账号变更RELA' },
  });
  expect(change.body, 'B asks to change its master').toMatchObject({ code: 0 });

  fixture = {
    entUserId: ent.id,
    subUserId: (await one<{ id: string }>("select id from user_account where logon_id = 'demo_sub'")).id,
    linkerUserId: (await one<{ id: string }>("select id from user_account where logon_id = 'demo_linker'")).id,
    linkApplicationId: (await one<{ id: string }>("select r.id from enterprise_relation_request r join user_account u on u.id = r.user_id where u.logon_id = 'demo_linker' and r.status = 'W'")).id,
    enterpriseId: ent.enterprise_id,
    sapId: (await one<{ sap_id: string }>('select sap_id from enterprise where id = $1', [ent.enterprise_id])).sap_id,
    confirmed: { id: confirmed.id, orderNo: confirmed.order_no, bkgNo: confirmed.bkg_no },
    payable: { id: payable.orderId, orderNo: payable.orderNo },
    draft: await one<{ id: string; orderNo: string }>("select id, order_no as \"orderNo\" from order_mast where enterprise_id = $1 and status = 'P' limit 1", [ent.enterprise_id]),
    payNo: (await one<{ pay_no: string }>('select pay_no from payment_request where user_id = $1 order by created_at limit 1', [ent.id])).pay_no,
    fileId: (uploaded.json() as { data: { fileId: string } }).data.fileId,
    bussinessId,
    addressId: (await one<{ id: string }>('select id from user_address where owner_user_id = $1 and label = $2', [ent.id, ADDRESS_LABEL])).id,
    invoiceEmailId: (await one<{ id: string }>('select id from invoice_acceptance_email where enterprise_id = $1 limit 1', [ent.enterprise_id])).id,
    messageId: (await one<{ id: string }>('select id from customer_message where user_id = $1 and read_at is null and deleted_at is null limit 1', [ent.id])).id,
    withdrawalId: (await one<{ id: string }>("select id from withdrawal_request where created_by = $1 and status = 'W' limit 1", [ent.id])).id,
    certificationRequestId: (await one<{ id: string }>('select id from certification_request where user_id = $1 limit 1', [ent.id])).id,
    cancellationId: (await one<{ id: string }>("insert into account_cancellation_request (user_id, reason) values ($1, '华信注销原因RELA') returning id", [ent.id])).id,
    masterRequestId: (await one<{ id: string }>('select id from ent_master_request order by created_at desc limit 1')).id,
    driverId: (await one<{ id: string }>("select d.id from trailer_driver d join user_account u on u.enterprise_id = d.vendor_enterprise_id where u.logon_id = 'demo_truck' limit 1")).id,
    blankNoteId: (await one<{ id: string }>('select id from blank_note order by created_at desc limit 1')).id,
  };
  // What must never appear in an answer to A.
  secrets = [
    fixture.confirmed.orderNo,
    fixture.confirmed.bkgNo,
    fixture.payable.orderNo,
    fixture.draft.orderNo,
    fixture.payNo,
    FILE_NAME,
    ADDRESS_LABEL,
    '上海华信',
    'demo_ent',
    'demo_sub',
    '13800000001',
    '138****0001',
    '李娜',
    WITHDRAWAL_REMARK,
    '华信主账号变更RELA',
    '华信注销原因RELA',
    '王建军',
  ];
}, 120_000);
afterAll(async () => testApp?.close());

describe('authorization sweep: customer A asks for customer B\'s objects on every route that takes an id', () => {
  it('every route with an id-like field is in CASES, EXEMPT or the operator console', async () => {
    const docs = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    const byRoute = idFieldsByRoute(listRoutes(testApp.app.printRoutes({ commonPrefix: false })), docs.json());
    expect(byRoute.size).toBeGreaterThan(100);
    const unlisted = [...byRoute].filter(([route]) => !(route in CASES) && !(route in EXEMPT) && !/^\w+ \/api\/ops\//.test(route));
    expect(
      unlisted.map(([route, ids]) => `${route} takes ${ids.join(', ')}: add it to CASES in authorization-sweep.test.ts (or EXEMPT with the reason its id is public)`),
    ).toEqual([]);
    const stale = [...Object.keys(CASES), ...Object.keys(EXEMPT)].filter((route) => !byRoute.has(route));
    expect(stale, 'listed routes that no longer exist or no longer take an id').toEqual([]);
  });

  it('A never gets B\'s data and never changes B\'s rows', async () => {
    const before = await snapshotOfB();
    const problems: string[] = [];
    for (const [route, ask] of Object.entries(CASES)) {
      const method = route.split(' ')[0] as 'GET' | 'POST';
      const request = ask(fixture, testApp);
      const upload = request.body && typeof request.body === 'object' && 'boundary' in request.body ? (request.body as { payload: Buffer; boundary: string }) : null;
      const answer = upload
        ? await testApp.app
            .inject({ method, url: `/api/${request.url}`, query: request.query, remoteAddress: intruder.ip, payload: upload.payload, headers: { authorization: `bearer ${intruder.token}`, 'content-type': `multipart/form-data; boundary=${upload.boundary}` } })
            .then((response) => ({ status: response.statusCode, text: response.body, body: response.json() as { code: number; msg: string } }))
        : await rawCall(testApp, intruder, method, `/api/${request.url}`, { ...(request.query ? { query: request.query } : {}), ...(request.body !== undefined ? { body: request.body } : {}), headers: { 'idempotency-key': crypto.randomUUID() } });
      const leaked = secrets.filter((secret) => answer.text.includes(secret) && !request.publicValues?.includes(secret));
      const summary = `${route} → ${answer.status} ${answer.text.slice(0, 300)}`;
      // RELIABILITY_SWEEP_LOG=1 prints every answer (route → status and body start).
      if (process.env.RELIABILITY_SWEEP_LOG) process.stdout.write(`${summary}\n`);
      if (answer.status >= 500) problems.push(`${summary}: server error`);
      else if (answer.status === 400) problems.push(`${summary}: malformed ask, fix the CASES entry`);
      else if (leaked.length > 0) problems.push(`${summary}: leaks ${leaked.join(', ')}`);
      else if ((request.outcome ?? 'refused') === 'refused' && !(answer.status === 403 || answer.status === 404 || (answer.status === 200 && answer.body.code !== 0))) {
        problems.push(`${summary}: expected 403 / 404 or a business refusal`);
      }
    }
    expect(problems).toEqual([]);
    expect(await snapshotOfB()).toEqual(before);
  });

  it('control: B itself sees the values the sweep looks for', async () => {
    const owner = await loginCustomer(testApp, 'demo_ent', 2);
    const own = await rawCall(testApp, owner, 'POST', '/api/web/domestic/order/getOrderByOrderIdOrBkgNo', { body: { orderId: fixture.confirmed.id } });
    expect(own.body.code).toBe(0);
    expect(own.text).toContain(fixture.confirmed.orderNo);
    expect(own.text).toContain(fixture.confirmed.bkgNo);
    const address = await rawCall(testApp, owner, 'GET', '/api/web/entUserAddress/getUserAddressByAddressId', { query: { addressId: fixture.addressId } });
    expect(address.text).toContain(ADDRESS_LABEL);
    const file = await rawCall(testApp, owner, 'GET', '/api/web/auth/file/getAttachmentInfo', { query: { fileId: fixture.fileId } });
    expect(file.text).toContain(FILE_NAME);
  });

  it('operator-console routes with an id refuse a customer token', async () => {
    const docs = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    const opsRoutes = [...idFieldsByRoute(listRoutes(testApp.app.printRoutes({ commonPrefix: false })), docs.json()).keys()].filter((route) => /^\w+ \/api\/ops\//.test(route));
    expect(opsRoutes.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const route of opsRoutes) {
      const [method, path] = route.split(' ') as ['GET' | 'POST', string];
      const url = path.replace(/:(\w+)/g, (_, name: string) => (name === 'fileId' ? fixture.fileId : name === 'userId' ? fixture.entUserId : name === 'enterpriseId' ? fixture.enterpriseId : fixture.confirmed.id));
      const answer = await rawCall(testApp, intruder, method, url, method === 'POST' ? { body: {} } : {});
      const leaked = secrets.filter((secret) => answer.text.includes(secret));
      // 400: these routes validate the body before the operator check, which tells a customer only the schema.
      if (![400, 401, 403].includes(answer.status) || leaked.length > 0) problems.push(`${route} → ${answer.status} ${answer.body.msg} ${leaked.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });
});
