import type { BilingualText } from '../constants/labelled-list';

/**
 * The booking page's notices and disclaimers (001 §8). The door-pickup amendment notice names the
 * service mailbox: fill it with orderNoticeText(ORDER_NOTICES.doorPickupAmendment, { email }).
 */
export const ORDER_NOTICES = {
  dangerousGoods: {
    zh: '疑似危险品提示：托运人须将订单号、非危鉴定证明及化学品安全技术说明书（MSDS）发送至客服邮箱；材料不全的，承运人可免费退运；舱单上的托运人、收货人须与检测报告一致。',
    en: 'Suspected dangerous goods: the shipper must e-mail the order number, the non-hazardous certificate and the safety data sheet (MSDS); with insufficient materials the carrier may return the shipment free of charge; the parties on the manifest must match the test report.',
  },
  loadingTime: {
    zh: '装货时间无法保证，仅尽量与车队协调，由此产生的损失由用户自行承担。',
    en: 'The loading time cannot be guaranteed; it is only coordinated with the fleet as far as possible, and any loss is borne by the user.',
  },
  doorTerms: {
    zh: '门点服务条款：门点地址、联系人及装卸货时间须真实准确，因信息有误或现场原因产生的等待、放空、二次派车等费用由用户承担。',
    en: 'Door terms: the door address, contact and loading time must be accurate; waiting, empty-run or re-dispatch costs caused by wrong information or on-site reasons are borne by the user.',
  },
  doorToDoorDisclaimer: {
    zh: '门到门免责声明：承运人仅对运输区段内的货物负责，装箱、掏箱及门点现场作业由用户自行负责。',
    en: 'Door-to-door disclaimer: the carrier is responsible for the cargo only within the transport leg; stuffing, unstuffing and work at the door are the user’s responsibility.',
  },
  doorPickupAmendment: {
    zh: '如需修改提货门点信息，请发送邮件至{email}。',
    en: 'To change the door pick-up details, please e-mail {email}.',
  },
  splitTowing: {
    zh: '拆单后如出现进口、出口或进出口双拖，可能需要额外的拖车费；每个拆分后的订单至少收取一次单证费。',
    en: 'Split orders with double towing on import, export or both may need an extra towing fee; each split order carries at least one document fee.',
  },
} as const satisfies Record<string, BilingualText>;

export type OrderNoticeKey = keyof typeof ORDER_NOTICES;

/** A notice with its {placeholders} filled. */
export function orderNoticeText(notice: BilingualText, values: Record<string, string>): BilingualText {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
  return { zh: fill(notice.zh), en: fill(notice.en) };
}

/** Messages of the booking form's server-side checks (the agreement message is the spec's). */
export const ORDER_BOOKING_MESSAGES = {
  tickAgreement: { zh: '请勾选已阅读并同意', en: 'Please tick "I have read and agree"' },
  shipperRequired: { zh: '请填写托运人信息', en: 'Enter the shipper' },
  consigneeRequired: { zh: '请填写收货人信息', en: 'Enter the consignee' },
  cargoDescriptionRequired: { zh: '请选择货物品名', en: 'Choose the cargo description' },
  weightRequired: { zh: '请填写货物重量', en: 'Enter the cargo weight' },
  packagesRequired: { zh: '请填写件数', en: 'Enter the number of packages' },
  loadingDoorRequired: { zh: '门到港、门到门须填写装货门点地址', en: 'Door-to-port and door-to-door need the loading door address' },
  deliveryDoorRequired: { zh: '港到门、门到门须填写送货门点地址', en: 'Port-to-door and door-to-door need the delivery door address' },
} as const satisfies Record<string, BilingualText>;
