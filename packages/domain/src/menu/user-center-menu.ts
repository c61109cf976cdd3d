import type { MenuItem } from './menu-item';

type MenuItemFields = Omit<MenuItem, 'key' | 'titleKey' | 'zh' | 'en'>;

function centreItem(key: string, zh: string, en: string, fields: MenuItemFields = {}): MenuItem {
  return { key, titleKey: `menu.userCenter.${key}`, zh, en, ...fields };
}

/**
 * Left menu of the user centre: the ten groups of 000 §2.4, entries and codes from 000 §6 and the
 * routes of 001 §2. A group without a code shows whenever one of its entries does (see
 * filterMenuByPermission); a group with a code needs it as well.
 */
export const USER_CENTER_MENU: readonly MenuItem[] = [
  centreItem('userInformation', '用户信息', 'User Information', {
    icon: 'user',
    subMenuItems: [
      centreItem('memberCentre', '会员中心', 'Member Centre', {
        route: '/userCenter',
        permissionCode: 'member_center_index',
      }),
      centreItem('userProfile', '个人资料', 'My Profile', {
        route: '/userInfo',
        permissionCode: 'member_user_profile_index',
      }),
      // Main accounts maintain the enterprise; sub-accounts and pending linkers see the relation page (000 §6).
      centreItem('enterpriseProfile', '企业信息', 'Enterprise Information', {
        route: '/auth/modify',
        permissionCode: 'member_enterprise_profile_index',
      }),
      centreItem('enterpriseRelation', '关联企业', 'Linked Enterprise', {
        route: '/relation',
        permissionCode: 'member_enterprise_profile_index_relation',
      }),
      centreItem('enterpriseUsers', '企业用户管理', 'Enterprise Users', {
        route: '/enterpriseUser/enterprise/user',
        permissionCode: 'member_enterprise_user_index',
      }),
      centreItem('supplierCertification', '供应商认证', 'Supplier Certification', {
        route: '/certification/supplier',
        permissionCode: 'user_center_supplier_confirm',
      }),
      centreItem('unifiedAccountUpgrade', '联合账号升级', 'Joint Account Upgrade', {
        route: '/unifiedAccountUpgrade',
        permissionCode: 'member_enterprise_profile_uaas_upgrade',
      }),
      centreItem('commonAddresses', '常用地址', 'Common Addresses', {
        route: '/address-mgr',
        permissionCode: 'member_deliver_address_index',
      }),
      centreItem('shipperConsignee', '收发货人管理', 'Shippers & Consignees', {
        route: '/shipperOrConsigneeAddress',
        permissionCode: 'member_legal_party_index',
      }),
      centreItem('invoiceEmail', '发票收件邮箱', 'Invoice E-mail', {
        route: '/invoiceAcceptanceEmail',
        permissionCode: 'invoice_email_search',
      }),
      centreItem('passwordManagement', '密码管理', 'Password Management', {
        route: '/password-management',
        permissionCode: 'member_security_password_index',
      }),
      centreItem('driverUploadPermission', '司机上传权限', 'Driver Upload Permission', {
        route: '/driverUploadPermission',
        permissionCode: 'driver_upload_permission',
      }),
      centreItem('myMessages', '我的消息', 'My Messages', { route: '/myMessage' }),
    ],
  }),
  centreItem('tradeManagement', '交易管理', 'Trade Management', {
    icon: 'trade',
    permissionCode: 'buyer_trade_center_index',
    subMenuItems: [
      centreItem('myOrders', '我的订单', 'My Orders', {
        route: '/orderManagementIndex',
        permissionCode: 'buyer_ship_order_index',
      }),
      centreItem('invoices', '发票管理', 'Invoices', {
        route: '/invoice',
        permissionCode: 'buyer_invoice_index',
      }),
    ],
  }),
  centreItem('lcl', '拼箱管理', 'LCL', {
    icon: 'lcl',
    subMenuItems: [
      // 000 §6 shows the LCL orders entry only to personal certified users without the order permission;
      // certified persons hold it here (they book containers, ARCHITECTURE.md), so nobody qualifies.
      centreItem('lclReview', '拼箱审核', 'LCL Review', {
        route: '/lclManagement/lcl',
        permissionCode: 'lcl_supplier_manager',
      }),
    ],
  }),
  centreItem('assetManagement', '资产管理', 'Asset Management', {
    icon: 'wallet',
    subMenuItems: [
      centreItem('myAssets', '我的资产', 'My Assets', {
        route: '/myAssets',
        permissionCode: 'member_capital_fund_index',
      }),
      centreItem('prepaidCentre', '预付款中心', 'Prepaid Centre', {
        route: '/accountStore/stabs',
        permissionCode: 'member_account_recharge',
      }),
      centreItem('fundDetails', '线下充值记录', 'Offline Top-ups', {
        route: '/accountStore/storeOfflineRecord',
        permissionCode: 'member_capital_fund_detail',
      }),
      centreItem('myCoupons', '我的优惠券', 'My Coupons', {
        route: '/availableCoupon',
        permissionCode: 'member_buyer_coupon_index',
      }),
      centreItem('myPoints', '我的积分', 'My Points', {
        route: '/myPoint',
        permissionCode: 'member_buyer_point_index',
      }),
    ],
  }),
  centreItem('productCustomisation', '产品定制', 'Product Customisation', {
    icon: 'customise',
    subMenuItems: [
      centreItem('seaCustomisation', '海运产品定制', 'Custom Sea Products', {
        route: '/product/custom/query',
        permissionCode: 'buyer_ship_product_custom_index',
      }),
      centreItem('trailerCustomisation', '拖车产品定制', 'Custom Trailer Products', {
        route: '/product/custom/submitCustom',
        permissionCode: 'truck_product_bespoke',
      }),
    ],
  }),
  centreItem('demurrageShop', '滞箱费小铺', 'Demurrage Mini Shop', {
    icon: 'shield',
    permissionCode: 'buyer_ms_zqb_index',
    subMenuItems: [
      centreItem('demurrageBuy', '购买保障', 'Buy Protection', { route: '/miniShop/index', permissionCode: 'ms_zqb_product_index' }),
      centreItem('demurrageOrders', '保障订单', 'Protection Orders', {
        route: '/miniShop/demurrageOrders',
        permissionCode: 'buyer_ms_zqb_order_index',
      }),
      centreItem('demurrageOrderDetail', '订单明细', 'Order Details', {
        route: '/miniShopManagement',
        param: { active: 'miniShopOrderDetail' },
        permissionCode: 'user_demurrage',
      }),
      centreItem('demurrageDiscountDetail', '抵扣明细', 'Deduction Details', {
        route: '/miniShopManagement',
        param: { active: 'miniShopDiscountDetail' },
        permissionCode: 'user_demurrage',
      }),
      centreItem('demurrageUsageRules', '使用规则', 'Usage Rules', {
        route: '/miniShop/usageRules',
        permissionCode: 'buyer_ms_zqb_usage_rule_index',
      }),
    ],
  }),
  centreItem('pointsExchange', '积分兑换', 'Points Exchange', {
    icon: 'gift',
    subMenuItems: [
      // Named route EPExchangeHistory (001 §2 "Points").
      centreItem('pointsMallOrders', '积分商城订单', 'Points Mall Orders', {
        route: '/ep/exchange/history',
        permissionCode: 'ep_mall_history',
      }),
    ],
  }),
  centreItem('additionalService', '增值服务', 'Additional Services', {
    icon: 'box',
    subMenuItems: [
      // Named route AdditionalServiceOrderIndex (001 §2 "Additional services").
      centreItem('additionalServiceOrders', '装拆箱订单', 'Stuffing Orders', {
        route: '/additional-service/order/index',
        permissionCode: 'additional-service-order-index',
      }),
    ],
  }),
  centreItem('trailerManagement', '拖车管理', 'Trailer Management', {
    icon: 'truck',
    subMenuItems: [
      centreItem('trailerOrders', '拖车订单', 'Trailer Orders', {
        route: '/trailer/orderManagementIndex',
        permissionCode: 'truck_order_manager',
      }),
      // Supplier pages: each page asks the server for the supplier system's URL (000 §2.4).
      centreItem('trailerOrderQuery', '订单查询', 'Order Query', {
        route: '/trailer/transportOrder',
        permissionCode: 'truck_transport_order',
      }),
      centreItem('trailerMaintainPrice', '维护供应商价格', 'Maintain Prices', {
        route: '/trailer/maintainPrice',
        permissionCode: 'truck_maintain_price',
      }),
      centreItem('trailerMaintainCapacity', '维护运力', 'Maintain Capacity', {
        route: '/trailer/maintainTransportCapacity',
        permissionCode: 'truck_maintain_transport_capacity',
      }),
      centreItem('trailerTrackFeedback', '运输状态反馈', 'Report Transport Status', {
        route: '/trailer/trailerTrackFeedback',
        permissionCode: 'truck_trailer_track_feedback',
      }),
      centreItem('trailerTruckTracking', '车辆状态跟踪', 'Truck Status Tracking', {
        route: '/trailer/trailerTrackFeedback',
        param: { view: 'truckStatus' },
        permissionCode: 'truck_trailer_track_feedback',
      }),
      centreItem('trailerChargeApply', '结算申请查询', 'Payout Applications', {
        route: '/trailer/chargeApply',
        permissionCode: 'truck_charge_apply',
      }),
    ],
  }),
  centreItem('insurance', '保险服务', 'Insurance', {
    icon: 'insurance',
    permissionCode: 'insurance_service_index',
    subMenuItems: [
      centreItem('myInsurance', '我的保单', 'My Policies', {
        route: '/insurance/myInsurance',
        permissionCode: 'buyer_insurance_policy_index',
      }),
      centreItem('claimRecords', '理赔记录', 'Claim Records', {
        route: '/insurance/claimRecord',
        permissionCode: 'buyer_insurance_claim_index',
      }),
      centreItem('insureClaim', '保险理赔', 'File a Claim', {
        route: '/insurance/insureClaim',
        permissionCode: 'buyer_insurance_claim_process',
      }),
    ],
  }),
];
