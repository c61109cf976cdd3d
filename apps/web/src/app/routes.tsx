import type { PermissionCode } from '@coastbook/domain';
import type { ComponentType } from 'react';
import type { RouteTitleKey } from '../i18n/locales/zh-CN';
import type { RouteLayout, RouteMeta } from './route-meta';

/**
 * The route table: one entry per route of 000 §2.1–§2.3 and 001 §2, with its meta. Pages load lazily
 * (one chunk per page); routes whose feature is not built yet load the shared "coming soon" page,
 * which names the feature from meta.title. router.tsx turns this table into the data router.
 *
 * Defaults: a route is public only when declared with `pub`; `permission` is true exactly when the
 * route carries a function code (the menus gate on the same code), unless stated otherwise.
 */

type LazyPage = () => Promise<{ Component: ComponentType }>;

/** Pages that exist. Anything else is `comingSoon` until its issue lands. */
export const PAGES = {
  home: () => import('../features/home/pages/home-page').then((module) => ({ Component: module.HomePage })),
  login: () => import('../features/auth/pages/login-page').then((module) => ({ Component: module.LoginPage })),
  registerGuide: () => import('../features/auth/pages/register-guide-page').then((module) => ({ Component: module.RegisterGuidePage })),
  register: () => import('../features/auth/pages/register-page').then((module) => ({ Component: module.RegisterPage })),
  registerSuccess: () =>
    import('../features/auth/pages/register-success-page').then((module) => ({ Component: module.RegisterSuccessPage })),
  passwordBack: () => import('../features/auth/pages/password-back-page').then((module) => ({ Component: module.PasswordBackPage })),
  resetPasswordBack: () =>
    import('../features/auth/pages/reset-password-back-page').then((module) => ({ Component: module.ResetPasswordBackPage })),
  resetLoginPassword: () =>
    import('../features/auth/pages/reset-login-password-page').then((module) => ({ Component: module.ResetLoginPasswordPage })),
  passwordManagement: () =>
    import('../features/account/pages/password-management-page').then((module) => ({ Component: module.PasswordManagementPage })),
  changePassword: () =>
    import('../features/account/pages/change-password-page').then((module) => ({ Component: module.ChangePasswordPage })),
  resetPaymentPassword: () =>
    import('../features/account/pages/reset-payment-password-page').then((module) => ({ Component: module.ResetPaymentPasswordPage })),
  devOutbox: () => import('../features/verification/pages/dev-outbox-page').then((module) => ({ Component: module.DevOutboxPage })),
  // ---- accounts and enterprises (issue 4) ----
  userCenter: () => import('../features/user-center/pages/user-center-page').then((module) => ({ Component: module.UserCenterPage })),
  historyTask: () => import('../features/user-center/pages/history-task-page').then((module) => ({ Component: module.HistoryTaskPage })),
  customerCertification: () =>
    import('../features/enterprise/pages/customer-certification-page').then((module) => ({ Component: module.CustomerCertificationPage })),
  certificationConfirmed: () => import('../features/enterprise/pages/confirmed-page').then((module) => ({ Component: module.ConfirmedPage })),
  association: () => import('../features/enterprise/pages/association-page').then((module) => ({ Component: module.AssociationPage })),
  relation: () => import('../features/enterprise/pages/relation-page').then((module) => ({ Component: module.RelationPage })),
  enterpriseUsers: () =>
    import('../features/enterprise/pages/enterprise-users-page').then((module) => ({ Component: module.EnterpriseUsersPage })),
  myMessages: () => import('../features/message/pages/my-message-page').then((module) => ({ Component: module.MyMessagePage })),
  addressBook: () => import('../features/address/pages/address-book-page').then((module) => ({ Component: module.AddressBookPage })),
  userInfo: () => import('../features/user-center/pages/user-info-page').then((module) => ({ Component: module.UserInfoPage })),
  invoiceEmail: () =>
    import('../features/user-center/pages/invoice-acceptance-email-page').then((module) => ({ Component: module.InvoiceAcceptanceEmailPage })),
  shipperConsignee: () =>
    import('../features/user-center/pages/shipper-consignee-address-page').then((module) => ({ Component: module.ShipperConsigneeAddressPage })),
  enterpriseInfo: () => import('../features/enterprise/pages/enterprise-info-page').then((module) => ({ Component: module.EnterpriseInfoPage })),
  masterRequestApply: () =>
    import('../features/enterprise/pages/master-request-apply-page').then((module) => ({ Component: module.MasterRequestApplyPage })),
  masterRequestChange: () =>
    import('../features/enterprise/pages/master-request-change-page').then((module) => ({ Component: module.MasterRequestChangePage })),
  enterpriseUpgrading: () =>
    import('../features/enterprise/pages/enterprise-upgrading-page').then((module) => ({ Component: module.EnterpriseUpgradingPage })),
  unifiedAccountUpgrade: () =>
    import('../features/enterprise/pages/unified-account-upgrade-page').then((module) => ({ Component: module.UnifiedAccountUpgradePage })),
  unsubscribeApply: () => import('../features/unsubscribe/pages/unsubscribe-apply-page').then((module) => ({ Component: module.UnsubscribeApplyPage })),
  supplierCertification: () =>
    import('../features/enterprise/pages/supplier-certification-page').then((module) => ({ Component: module.SupplierCertificationPage })),
  driverUploadPermission: () =>
    import('../features/driver/pages/driver-upload-permission-page').then((module) => ({ Component: module.DriverUploadPermissionPage })),
  // ---- products and sailings (issue 5) ----
  productSearch: () => import('../features/product/pages/product-search-page').then((module) => ({ Component: module.DomesticProductPage })),
  liquidBagProductSearch: () =>
    import('../features/product/pages/product-search-page').then((module) => ({ Component: module.LiquidBagProductPage })),
  freightIndex: () => import('../features/freight-index/pages/freight-index-page').then((module) => ({ Component: module.FreightIndexPage })),
  cargoTracking: () => import('../features/tracking/pages/cargo-tracking-page').then((module) => ({ Component: module.CargoTrackingPage })),
  // ---- public information pages ----
  helpCentre: () => import('../features/info/pages/help-centre-page').then((module) => ({ Component: module.HelpCentrePage })),
  routeIntroduction: () =>
    import('../features/info/pages/route-introduction-page').then((module) => ({ Component: module.RouteIntroductionPage })),
  transportIntroduction: () =>
    import('../features/info/pages/transport-introduction-page').then((module) => ({ Component: module.TransportIntroductionPage })),
  contactUs: () => import('../features/info/pages/contact-us-page').then((module) => ({ Component: module.ContactUsPage })),
  contactAddressBook: () =>
    import('../features/info/pages/contact-us-page').then((module) => ({ Component: module.ContactAddressBookPage })),
  contactRota: () => import('../features/info/pages/contact-us-page').then((module) => ({ Component: module.ContactRotaPage })),
  stowageInformation: () => import('../features/message/pages/stowage-information-page').then((module) => ({ Component: module.StowageInformationPage })),
  commonFileDownload: () => import('../features/file/pages/common-file-download-page').then((module) => ({ Component: module.CommonFileDownloadPage })),
  // ---- payment and assets (issue 6, PAY-WEB) ----
  orderPayment: () => import('../features/payment/pages/order-payment-page').then((module) => ({ Component: module.OrderPaymentPage })),
  orderBatchPayment: () => import('../features/payment/pages/batch-payment-page').then((module) => ({ Component: module.BatchPaymentPage })),
  paymentQrCode: () => import('../features/payment/pages/qr-code-page').then((module) => ({ Component: module.QrCodePage })),
  blankNoteRedeem: () => import('../features/payment/pages/blank-note-redeem-page').then((module) => ({ Component: module.BlankNoteRedeemPage })),
  blankNoteBatch: () => import('../features/payment/pages/blank-note-redeem-page').then((module) => ({ Component: module.BlankNoteBatchPage })),
  blankNoteApply: () => import('../features/payment/pages/blank-note-apply-page').then((module) => ({ Component: module.BlankNoteApplyPage })),
  blankNoteApplySuccess: () => import('../features/payment/pages/blank-note-success-page').then((module) => ({ Component: module.BlankNoteSuccessPage })),
  myAssets: () => import('../features/assets/pages/my-assets-page').then((module) => ({ Component: module.MyAssetsPage })),
  refundApply: () => import('../features/assets/pages/refund-apply-page').then((module) => ({ Component: module.RefundApplyPage })),
  prepaidCentre: () => import('../features/assets/pages/prepaid-centre-page').then((module) => ({ Component: module.PrepaidCentrePage })),
  offlineRecords: () => import('../features/assets/pages/offline-records-page').then((module) => ({ Component: module.OfflineRecordsPage })),
  refundRecords: () => import('../features/assets/pages/refund-records-page').then((module) => ({ Component: module.RefundRecordsPage })),
  // ---- orders (issue 6, ORDER-WEB) ----
  orderBooking: () => import('../features/order/pages/order-booking-page').then((module) => ({ Component: module.OrderBookingPage })),
  orderIndex: () => import('../features/order/pages/order-index-page').then((module) => ({ Component: module.OrderIndexPage })),
  orderManagement: () => import('../features/order/pages/order-management-page').then((module) => ({ Component: module.OrderManagementPage })),
  orderView: () => import('../features/order/pages/order-view-page').then((module) => ({ Component: module.OrderViewPage })),
  comingSoon: () => import('./pages/coming-soon-page').then((module) => ({ Component: module.ComingSoonPage })),
  error: () => import('./pages/error-page').then((module) => ({ Component: module.ErrorPage })),
  noAuth: () => import('./pages/no-auth-page').then((module) => ({ Component: module.NoAuthPage })),
} satisfies Record<string, LazyPage>;

export type PageKey = keyof typeof PAGES;

export interface PortalRoute {
  /** Absolute for top-level routes, relative for children. */
  path: string;
  meta: RouteMeta;
  layout: RouteLayout;
  page: PageKey;
  name?: string;
  children?: PortalRoute[];
}

interface RouteOptions {
  /** Function code of the feature (000 §6); also sets permission true unless `permission` says otherwise. */
  code?: PermissionCode;
  permission?: boolean;
  page?: PageKey;
  name?: string;
  children?: PortalRoute[];
}

function define(path: string, title: RouteTitleKey, auth: boolean, layout: RouteLayout, options: RouteOptions): PortalRoute {
  const meta: RouteMeta = {
    title,
    auth,
    // A public route is never permission-checked: visitors have no permitted-URL list.
    permission: auth && (options.permission ?? options.code !== undefined),
    ...(options.code !== undefined ? { permissionCode: options.code } : {}),
  };
  return {
    path,
    meta,
    layout,
    page: options.page ?? 'comingSoon',
    ...(options.name !== undefined ? { name: options.name } : {}),
    ...(options.children !== undefined ? { children: options.children } : {}),
  };
}

/** Public page in the shell (000 §2.1). */
const pub = (path: string, title: RouteTitleKey, options: RouteOptions = {}) => define(path, title, false, 'shell', options);
/** Logged-in page in the shell. */
const member = (path: string, title: RouteTitleKey, options: RouteOptions = {}) =>
  define(path, title, true, 'shell', options);
/** Logged-in page inside the user centre (left menu). */
const centre = (path: string, title: RouteTitleKey, options: RouteOptions = {}) =>
  define(path, title, true, 'userCenter', options);

export const SHELL_ROUTES: PortalRoute[] = [
  // ---- 000 §2.1 public ----
  pub('/', 'route.home', { page: 'home', name: 'home' }),
  pub('/login', 'route.login', { page: 'login' }),
  pub('/register', 'route.register', { page: 'register' }),
  pub('/register/guide', 'route.registerGuide', { page: 'registerGuide' }),
  pub('/passwordBack', 'route.passwordBack', { page: 'passwordBack' }),
  pub('/resetPasswordBack', 'route.resetPasswordBack', { page: 'resetPasswordBack' }),
  pub('/resetLoginPassword', 'route.resetLoginPassword', { page: 'resetLoginPassword' }),
  pub('/resetPaymentPassword', 'route.resetPaymentPassword', { page: 'resetPaymentPassword' }),
  pub('/freightIndex', 'route.freightIndex', { page: 'freightIndex' }),
  pub('/aboutUs/callUs', 'route.callUs', {
    page: 'contactUs',
    children: [pub('addressBook', 'route.addressBook', { page: 'contactAddressBook' }), pub('rota', 'route.rota', { page: 'contactRota' })],
  }),
  pub('/helpCenter/helpType', 'route.helpCenter', { page: 'helpCentre' }),
  pub('/routeIntroduction/routeType', 'route.routeIntroduction', { page: 'routeIntroduction' }),
  pub('/transport/introduceType', 'route.transportIntroduction', { page: 'transportIntroduction' }),
  pub('/cargoTracking', 'route.cargoTracking', { page: 'cargoTracking' }),
  pub('/lcl/order', 'route.lclOrder'),
  pub('/lcl/productSearch', 'route.lclProductSearch'),
  pub('/customerChannel', 'route.customerChannel', { code: 'customer_channel' }),
  pub('/commonFile/download', 'route.commonFileDownload', { page: 'commonFileDownload' }),
  pub('/channel', 'route.channel', { code: 'direct_customer_index' }),
  pub('/channel/order', 'route.channelOrder', { code: 'direct_customer_index' }),
  // Where pages send the user on a failed external-URL call (000 §8 "trailer page URL non-zero code").
  pub('/error', 'route.error', { page: 'error' }),
  pub('/noAuth', 'route.noAuth', { page: 'noAuth' }),
  pub('/confirmed/register-success', 'route.registerSuccess', { page: 'registerSuccess' }),
  // Developer outbox (sent SMS / e-mails with their codes): public, in no menu; the API is absent in production.
  pub('/dev/outbox', 'route.devOutbox', { page: 'devOutbox' }),

  // ---- 000 §2.2 account and enterprise (outside the user centre) ----
  member('/certification/supplier', 'route.supplierCertification', { code: 'user_center_supplier_confirm', page: 'supplierCertification' }),
  member('/auth/customer', 'route.customerCertification', { page: 'customerCertification' }),
  member('/changePwd', 'route.changePassword', { page: 'changePassword' }),
  member('/association', 'route.association', { page: 'association' }),
  member('/entMasterReq/apply', 'route.masterRequestApply', { page: 'masterRequestApply' }),
  member('/entMasterReq/change', 'route.masterRequestChange', { page: 'masterRequestChange' }),
  member('/enterpriseUpgrading', 'route.enterpriseUpgrading', { page: 'enterpriseUpgrading' }),
  member('/receiveCoupon', 'route.receiveCoupon', { code: 'receive_coupon' }),
  member('/confirmed/association-authority', 'route.associationAuthority', { page: 'certificationConfirmed' }),
  member('/confirmed/enterprise-authority', 'route.enterpriseAuthority', { page: 'certificationConfirmed' }),
  member('/confirmed/personal-authority', 'route.personalAuthority', { page: 'certificationConfirmed' }),
  member('/confirmed/supplier-authority', 'route.supplierAuthority', { page: 'certificationConfirmed' }),

  // ---- 001 §2 products and search ----
  // Browsing sailings and prices is public (issue 5); consigning checks login and certification on the page.
  pub('/product', 'route.product', { code: 'product_domestic_trade_index', page: 'productSearch' }),
  pub('/liquidBag/product', 'route.liquidBagProduct', { code: 'liquid_bag_index', page: 'liquidBagProductSearch' }),
  member('/trailer', 'route.trailer', { code: 'truck_search' }),
  member('/additional-service/goods/search', 'route.additionalServiceGoods', { code: 'point_additional_service' }),
  member('/liangDa', 'route.liangDa'),

  // ---- 001 §2 orders ----
  member('/order/index', 'route.orderIndex', { page: 'orderIndex' }),
  member('/order/booking', 'route.orderBooking', { page: 'orderBooking' }),
  member('/order/payment', 'route.orderPayment', { page: 'orderPayment' }),
  member('/order/batchPayment', 'route.orderBatchPayment', { page: 'orderBatchPayment' }),
  member('/orderAmend', 'route.orderAmend'),
  member('/orderView', 'route.orderView', { page: 'orderView' }),
  member('/myCorcctionDifference', 'route.correctionDifference'),
  member('/myCorrectionDetail/:orderId', 'route.correctionDetail'),
  member('/trailerAmendDetail', 'route.trailerAmendDetail'),
  member('/QRCode', 'route.paymentQrCode', { page: 'paymentQrCode' }),
  member('/box', 'route.box'),
  member('/customization/index', 'route.customizationIndex'),
  member('/customization/success', 'route.customizationSuccess'),
  member('/relex', 'route.relex'),
  member('/order/OrderJJSRule', 'route.orderJjsRule'),
  member('/order/OrderJJSToll', 'route.orderJjsToll'),
  member('/order/OrderJJSWeight', 'route.orderJjsWeight'),

  // ---- 001 §2 trailer ----
  member('/trailer/order', 'route.trailerOrder', { code: 'truck_search' }),
  member('/trailer/detailView', 'route.trailerDetailView'),
  member('/trailer/orderPayment', 'route.trailerOrderPayment'),
  member('/trailer/order/amend', 'route.trailerOrderAmend'),

  // ---- 001 §2 LCL ----
  member('/lcl/orderDetail', 'route.lclOrderDetail'),
  member('/lcl/payment', 'route.lclPayment'),

  // ---- 001 §2 invoices ----
  member('/invoice/apply', 'route.invoiceApply', { code: 'buyer_invoice_index' }),
  member('/invoice/inquiry', 'route.invoiceInquiry', { code: 'buyer_invoice_index' }),

  // ---- 001 §2 insurance ----
  member('/insurance/onlineClaim', 'route.insuranceOnlineClaim', { code: 'buyer_insurance_claim_process' }),
  member('/insurance/introduce', 'route.insuranceIntroduce'),

  // ---- 001 §2 demurrage mini shop ----
  member('/miniShop/index', 'route.miniShopIndex', { code: 'ms_zqb_product_index' }),
  member('/miniShop/deduction', 'route.miniShopDeduction', { code: 'user_demurrage' }),
  member('/miniShop/pay', 'route.miniShopPay', { code: 'ms_zqb_product_index' }),

  // ---- 001 §2 blank note ----
  member('/blankNoteRedeemPayment', 'route.blankNoteRedeemPayment', { page: 'blankNoteRedeem' }),
  member('/batch', 'route.blankNoteBatch', { page: 'blankNoteBatch' }),
  member('/blankNoteThirdPayApplyView', 'route.blankNoteThirdPayApplyView', { page: 'blankNoteApply' }),
  member('/blanknoteApplySuccess', 'route.blankNoteApplySuccess', { page: 'blankNoteApplySuccess' }),

  // ---- 001 §2 points ----
  member('/ep', 'route.pointsMall'),
  member('/epPayment', 'route.pointsMallOrderPayment'),
  member('/ep/exchange', 'route.pointsExchange'),
  member('/ep/exchange/success', 'route.pointsExchangeSuccess'),
  member('/PointsMallPayment', 'route.pointsMallPayment'),
  member('/point-mall', 'route.pointMall'),

  // ---- 001 §2 grain product ----
  member('/liangDaOrder/index', 'route.liangDaOrder'),
  member('/liangDaOrder/booking', 'route.liangDaBooking'),
  member('/liangDaOrder/entrustView', 'route.liangDaEntrustView'),
  member('/liangDaEntrust/query', 'route.liangDaEntrustQuery'),

  // ---- 001 §2 credit and deposit ----
  member('/creditBank/apply', 'route.creditApply'),
  member('/creditBank/introduce', 'route.creditIntroduce'),
  member('/creditBank/myCredit', 'route.myCredit'),
  member('/depositManagement/applyDeposit', 'route.applyDeposit'),

  // ---- 001 §2 additional services ----
  member('/additional-service/order/create', 'route.additionalServiceOrderCreate', { code: 'point_additional_service' }),
];

/** Pages with the user-centre left menu (000 §2.4); codes as in the menu tree. */
export const USER_CENTER_ROUTES: PortalRoute[] = [
  centre('/userCenter', 'route.userCenter', { code: 'member_center_index', page: 'userCenter' }),
  centre('/userInfo', 'route.userInfo', { code: 'member_user_profile_index', page: 'userInfo' }),
  centre('/auth/modify', 'route.enterpriseInfo', { code: 'member_enterprise_profile_index', page: 'enterpriseInfo' }),
  centre('/relation', 'route.relation', { code: 'member_enterprise_profile_index_relation', page: 'relation' }),
  centre('/enterpriseUser/enterprise/user', 'route.enterpriseUsers', { code: 'member_enterprise_user_index', page: 'enterpriseUsers' }),
  centre('/password-management', 'route.passwordManagement', { code: 'member_security_password_index', page: 'passwordManagement' }),
  centre('/unifiedAccountUpgrade', 'route.unifiedAccountUpgrade', { code: 'member_enterprise_profile_uaas_upgrade', page: 'unifiedAccountUpgrade' }),
  centre('/address-mgr', 'route.commonAddresses', { code: 'member_deliver_address_index', page: 'addressBook' }),
  centre('/shipperOrConsigneeAddress', 'route.shipperConsignee', { code: 'member_legal_party_index', page: 'shipperConsignee' }),
  centre('/invoiceAcceptanceEmail', 'route.invoiceEmail', { code: 'invoice_email_search', page: 'invoiceEmail' }),
  centre('/driverUploadPermission', 'route.driverUploadPermission', { code: 'driver_upload_permission', page: 'driverUploadPermission' }),
  centre('/myMessage', 'route.myMessages', { page: 'myMessages' }),
  centre('/historyTask', 'route.historyTask', { page: 'historyTask' }),
  centre('/stowageInformation', 'route.stowageInformation', { page: 'stowageInformation' }),
  centre('/unsubscribeApply', 'route.unsubscribeApply', { page: 'unsubscribeApply' }),
  centre('/myPoint', 'route.myPoints', { code: 'member_buyer_point_index' }),
  centre('/myAssets', 'route.myAssets', { code: 'member_capital_fund_index', page: 'myAssets' }),
  centre('/assetsManagement/refundApply', 'route.assetsRefundApply', { code: 'member_capital_fund_index', page: 'refundApply' }),
  centre('/accountStore/stabs', 'route.prepaidCentre', { code: 'member_account_recharge', page: 'prepaidCentre' }),
  centre('/accountStore/storeOfflineRecord', 'route.storeOfflineRecord', { code: 'member_capital_fund_detail', page: 'offlineRecords' }),
  centre('/accountStore/refundApplyRecord', 'route.refundApplyRecord', { code: 'member_account_recharge', page: 'refundRecords' }),
  centre('/availableCoupon', 'route.availableCoupons', { code: 'member_buyer_coupon_index' }),
  centre('/orderManagementIndex', 'route.orderManagement', { code: 'buyer_ship_order_index', page: 'orderManagement' }),
  centre('/invoice', 'route.invoice', { code: 'buyer_invoice_index' }),
  centre('/lcl/orderManagement', 'route.lclOrderManagement'),
  centre('/lclManagement/lcl', 'route.lclReview', { code: 'lcl_supplier_manager' }),
  centre('/lclManagement/lclOrderLogs', 'route.lclOrderLogs', { code: 'lcl_supplier_manager' }),
  centre('/lclManagement/lclOrderDetails', 'route.lclOrderDetails', { code: 'lcl_supplier_manager' }),
  centre('/lclManagement/lclCargoTracking', 'route.lclCargoTracking', { code: 'lcl_supplier_manager' }),
  centre('/product/custom/query', 'route.productCustomQuery', { code: 'buyer_ship_product_custom_index' }),
  centre('/product/custom/submitCustom', 'route.productCustomSubmit', { code: 'truck_product_bespoke' }),
  centre('/miniShop/demurrageOrders', 'route.miniShopDemurrageOrders', { code: 'buyer_ms_zqb_order_index' }),
  centre('/miniShop/usageRules', 'route.miniShopUsageRules', { code: 'buyer_ms_zqb_usage_rule_index' }),
  centre('/miniShopManagement', 'route.miniShopManagement', { code: 'user_demurrage' }),
  centre('/ep/exchange/history', 'route.pointsExchangeHistory', { code: 'ep_mall_history', name: 'EPExchangeHistory' }),
  centre('/additional-service/order/index', 'route.additionalServiceOrders', {
    code: 'additional-service-order-index',
    name: 'AdditionalServiceOrderIndex',
  }),
  centre('/trailer/orderManagementIndex', 'route.trailerOrderManagement', { code: 'truck_order_manager' }),
  // Supplier pages: they will fetch the supplier system's URL and open it (000 §2.4, §8).
  centre('/trailer/transportOrder', 'route.trailerTransportOrder', { code: 'truck_transport_order' }),
  centre('/trailer/maintainPrice', 'route.trailerMaintainPrice', { code: 'truck_maintain_price' }),
  centre('/trailer/maintainTransportCapacity', 'route.trailerMaintainCapacity', {
    code: 'truck_maintain_transport_capacity',
  }),
  centre('/trailer/trailerTrackFeedback', 'route.trailerTrackFeedback', { code: 'truck_trailer_track_feedback' }),
  centre('/trailer/chargeApply', 'route.trailerChargeApply', { code: 'truck_charge_apply' }),
  centre('/insurance/myInsurance', 'route.myInsurance', { code: 'buyer_insurance_policy_index' }),
  centre('/insurance/claimRecord', 'route.insuranceClaimRecord', { code: 'buyer_insurance_claim_index' }),
  centre('/insurance/insureClaim', 'route.insureClaim', { code: 'buyer_insurance_claim_process' }),
];

/** The ten route names served again under /ssb for embedding in other apps (000 §2.3). */
export const EMBEDDED_ROUTE_PATHS = [
  'historyTask',
  'stowageInformation',
  'insurance/insureClaim',
  'aboutUs/callUs',
  'helpCenter/helpType',
  'miniShop/usageRules',
  'insurance/myInsurance',
  'receiveCoupon',
  'additional-service/goods/search',
  'lcl/productSearch',
] as const;

export const EMBEDDED_BASE = '/ssb';

/** /ssb/<name>: same title, auth and permission as the original, embedded frame, relative path. */
export const EMBEDDED_ROUTES: PortalRoute[] = EMBEDDED_ROUTE_PATHS.map((relativePath) => {
  const original = [...SHELL_ROUTES, ...USER_CENTER_ROUTES].find((route) => route.path === `/${relativePath}`);
  if (original === undefined) throw new Error(`Embedded route without an original: /${relativePath}`);
  const embed = (route: PortalRoute, path: string): PortalRoute => ({
    ...route,
    path,
    layout: 'embedded',
    meta: { ...route.meta, embedded: true },
    ...(route.children ? { children: route.children.map((child) => embed(child, child.path)) } : {}),
  });
  const { name: _name, ...withoutName } = original; // route names stay unique to the originals
  return embed(withoutName, relativePath);
});

/** Meta of the catch-all: unknown paths render the error page inside the shell. */
export const NOT_FOUND_META: RouteMeta = { title: 'route.notFound', auth: false, permission: false };

/** Every route with its absolute path, children included (tests, sitemap, named-route lookup). */
export function listAllRoutes(): Array<PortalRoute & { fullPath: string }> {
  const flatten = (routes: PortalRoute[], base: string): Array<PortalRoute & { fullPath: string }> =>
    routes.flatMap((route) => {
      const fullPath = route.path.startsWith('/') ? route.path : `${base.replace(/\/$/, '')}/${route.path}`;
      return [{ ...route, fullPath }, ...flatten(route.children ?? [], fullPath)];
    });
  return [
    ...flatten(SHELL_ROUTES, ''),
    ...flatten(USER_CENTER_ROUTES, ''),
    ...flatten(EMBEDDED_ROUTES, EMBEDDED_BASE),
  ];
}

/** Path of a named route (000 §2: home, EPExchangeHistory, AdditionalServiceOrderIndex). */
export function pathOfNamedRoute(name: string): string {
  const route = listAllRoutes().find((candidate) => candidate.name === name);
  if (route === undefined) throw new Error(`Unknown route name: ${name}`);
  return route.fullPath;
}
