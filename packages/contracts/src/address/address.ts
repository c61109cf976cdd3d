import { ADDRESS_TYPES, LANDLINE_MESSAGES, LANDLINE_PATTERN, TITLE_OPTIONS, valuesOf, type AddressType } from '@coastbook/domain';
import { z } from 'zod';
import { ZEmailAddress, ZMobile } from '../account/fields';
import { pageOf, ZPageRequest } from '../pagination';

/**
 * Address book (001 §7 "Address book", web/entUserAddress/; 000 §3 Address). An entry is one party or
 * place of one type: S shipper, B booking agent, N notify party, C consignee, L loading door address,
 * D delivery door address, I invoice address, E emergency contact. The spec names addressType,
 * isCompany, addressId and label; the other field names are ours.
 */

export const ZAddressType = z
  .enum(valuesOf(ADDRESS_TYPES) as [AddressType, ...AddressType[]], { error: '地址类型不正确' })
  .describe('S shipper, B booking agent, N notify party, C consignee, L loading door, D delivery door, I invoice, E emergency contact');

/** Door addresses (L, D) need the region levels and a street address. */
export const DOOR_ADDRESS_TYPES: readonly AddressType[] = ['L', 'D'];
/** Order parties (getOrderPartyAddressPage). */
export const ORDER_PARTY_ADDRESS_TYPES = ['S', 'C', 'N', 'B'] as const;

export const ADDRESS_LABEL_MAX_LENGTH = 20;
export const ADDRESS_COMPANY_MAX_LENGTH = 100;
export const ADDRESS_CONTACT_MAX_LENGTH = 40;
export const ADDRESS_DETAIL_MAX_LENGTH = 100;

const ZFlag = (message: string) => z.union([z.literal(0), z.literal(1)], { error: message });
const optionalText = (max: number, label: string) => z.string().trim().max(max, `${label}长度不能超过${max}个字符`).optional();
const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const ZAddressId = z.uuid({ error: '地址ID格式不正确' });

export const ZAddressLabel = z
  .string({ error: '请输入标签' })
  .trim()
  .min(1, '请输入标签')
  .max(ADDRESS_LABEL_MAX_LENGTH, `标签长度不能超过${ADDRESS_LABEL_MAX_LENGTH}个字符`);

/** The editable fields of an entry; '' in an optional field means "none". */
const addressFields = {
  addressType: ZAddressType,
  isCompany: ZFlag('是否公司须为0或1').default(0).describe('1 the party is a company (companyName required), 0 a person'),
  label: ZAddressLabel.describe('short name, unique per owner and address type'),
  companyName: z.preprocess(emptyToUndefined, optionalText(ADDRESS_COMPANY_MAX_LENGTH, '公司名称')),
  contactName: z
    .string({ error: '请输入联系人' })
    .trim()
    .min(1, '请输入联系人')
    .max(ADDRESS_CONTACT_MAX_LENGTH, `联系人长度不能超过${ADDRESS_CONTACT_MAX_LENGTH}个字符`),
  title: z.preprocess(emptyToUndefined, z.enum(valuesOf(TITLE_OPTIONS) as ['MR', 'MISS', 'MS', 'TEACHER'], { error: '称谓不正确' }).optional()).describe('MR, MISS, MS or TEACHER'),
  mobile: z.preprocess(emptyToUndefined, ZMobile.optional()),
  phone: z.preprocess(emptyToUndefined, z.string().trim().regex(LANDLINE_PATTERN, LANDLINE_MESSAGES.invalid.zh).optional()).describe('landline with area code, e.g. 021-65961234'),
  email: z.preprocess(emptyToUndefined, ZEmailAddress.optional()),
  provinceCode: z.preprocess(emptyToUndefined, optionalText(20, '省编码')),
  provinceName: z.preprocess(emptyToUndefined, optionalText(40, '省')),
  cityCode: z.preprocess(emptyToUndefined, optionalText(20, '市编码')),
  cityName: z.preprocess(emptyToUndefined, optionalText(40, '市')),
  countyCode: z.preprocess(emptyToUndefined, optionalText(20, '区/县编码')),
  countyName: z.preprocess(emptyToUndefined, optionalText(40, '区/县')),
  townCode: z.preprocess(emptyToUndefined, optionalText(20, '乡/镇编码')),
  townName: z.preprocess(emptyToUndefined, optionalText(40, '乡/镇')),
  streetCode: z.preprocess(emptyToUndefined, optionalText(20, '街道编码')),
  streetName: z.preprocess(emptyToUndefined, optionalText(40, '街道')),
  detailAddress: z.preprocess(emptyToUndefined, optionalText(ADDRESS_DETAIL_MAX_LENGTH, '详细地址')),
  isDefault: ZFlag('是否默认须为0或1').default(0).describe('1 makes it the default of its type (the previous default is cleared)'),
};

type AddressFieldsInput = {
  addressType: AddressType;
  isCompany: 0 | 1;
  companyName?: string;
  mobile?: string;
  phone?: string;
  provinceName?: string;
  cityName?: string;
  countyName?: string;
  detailAddress?: string;
};

/** Rules between fields: a company needs its name, a contact a number, a door address its region and street. */
function checkAddressRules(address: AddressFieldsInput, context: z.RefinementCtx): void {
  if (address.isCompany === 1 && !address.companyName) context.addIssue({ code: 'custom', path: ['companyName'], message: '请输入公司名称' });
  if (!address.mobile && !address.phone) context.addIssue({ code: 'custom', path: ['mobile'], message: '手机号码和固定电话至少填写一项' });
  if (DOOR_ADDRESS_TYPES.includes(address.addressType)) {
    if (!address.provinceName || !address.cityName || !address.countyName) context.addIssue({ code: 'custom', path: ['provinceName'], message: '请选择省/市/区' });
    if (!address.detailAddress) context.addIssue({ code: 'custom', path: ['detailAddress'], message: '请输入详细地址' });
  }
}

/** POST entUserAddress/addUserAddress. */
export const ZAddUserAddressRequest = z.object(addressFields).superRefine(checkAddressRules);
export type TAddUserAddressRequest = z.infer<typeof ZAddUserAddressRequest>;

/** POST entUserAddress/updateUserAddress: the whole entry again, with its id. */
export const ZUpdateUserAddressRequest = z.object({ addressId: ZAddressId, ...addressFields }).superRefine(checkAddressRules);
export type TUpdateUserAddressRequest = z.infer<typeof ZUpdateUserAddressRequest>;

/** POST entUserAddress/getOrSaveAddressIdByCompany: a party typed on the order form; label defaults to the company or contact name. */
export const ZGetOrSaveAddressIdByCompanyRequest = z
  .object({ ...addressFields, label: ZAddressLabel.optional() })
  .superRefine(checkAddressRules);
export type TGetOrSaveAddressIdByCompanyRequest = z.infer<typeof ZGetOrSaveAddressIdByCompanyRequest>;
export const ZGetOrSaveAddressIdByCompanyResponse = z.object({
  addressId: z.string(),
  created: z.boolean().describe('false when an entry of the same type and company (or contact) name was found'),
});
export type TGetOrSaveAddressIdByCompanyResponse = z.infer<typeof ZGetOrSaveAddressIdByCompanyResponse>;

/** One entry as the calls answer it: phone numbers and e-mail in clear for their owner and enterprise. */
export const ZUserAddress = z.object({
  addressId: z.string(),
  addressType: z.string(),
  isCompany: z.number().int(),
  label: z.string(),
  companyName: z.string().nullable(),
  contactName: z.string(),
  title: z.string().nullable(),
  mobile: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  provinceCode: z.string().nullable(),
  provinceName: z.string().nullable(),
  cityCode: z.string().nullable(),
  cityName: z.string().nullable(),
  countyCode: z.string().nullable(),
  countyName: z.string().nullable(),
  townCode: z.string().nullable(),
  townName: z.string().nullable(),
  streetCode: z.string().nullable(),
  streetName: z.string().nullable(),
  detailAddress: z.string().nullable(),
  fullAddress: z.string().describe('province + city + county + town + street + detail, for display'),
  isDefault: z.number().int(),
  isOwn: z.boolean().describe('false for an entry of another user of the enterprise (main account or ALL visibility)'),
  useCount: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TUserAddress = z.infer<typeof ZUserAddress>;
export const ZUserAddressPage = pageOf(ZUserAddress);
export type TUserAddressPage = z.infer<typeof ZUserAddressPage>;
export const ZUserAddressList = z.array(ZUserAddress);

const ZKeyword = z.preprocess(emptyToUndefined, z.string().trim().max(40, '关键字长度不能超过40个字符').optional()).describe('matches label, company or contact name');

/** GET entUserAddress/list (paged, newest first; default entries first). */
export const ZUserAddressListQuery = ZPageRequest.extend({
  addressType: z.preprocess(emptyToUndefined, ZAddressType.optional()),
  keyword: ZKeyword,
});
export type TUserAddressListQuery = z.infer<typeof ZUserAddressListQuery>;

/** GET entUserAddress/common/list?addressType=L|D: the most used door addresses (10 at most). */
export const ZCommonAddressQuery = z.object({ addressType: z.enum(['L', 'D'], { error: '常用地址类型须为L或D' }) });
export type TCommonAddressQuery = z.infer<typeof ZCommonAddressQuery>;

/** GET entUserAddress/getUserAddressByAddressId?addressId=… */
export const ZAddressIdQuery = z.object({ addressId: ZAddressId });
export type TAddressIdQuery = z.infer<typeof ZAddressIdQuery>;

/** POST entUserAddress/deleteAddress. */
export const ZDeleteAddressRequest = z.object({ addressId: ZAddressId });
export type TDeleteAddressRequest = z.infer<typeof ZDeleteAddressRequest>;

/**
 * POST entUserAddress/checkAddressLabelExist: code 0 (data false) when the label is free for the
 * caller and type; refusal 5101 '标签已存在' when taken. addressId = the entry being edited (its own label is free).
 */
export const ZCheckAddressLabelRequest = z.object({ addressType: ZAddressType, label: ZAddressLabel, addressId: ZAddressId.optional() });
export type TCheckAddressLabelRequest = z.infer<typeof ZCheckAddressLabelRequest>;

/** POST entUserAddress/addUserEmail: sets the e-mail of an entry (the order form adds one to a party that had none). */
export const ZAddUserEmailRequest = z.object({ addressId: ZAddressId, email: ZEmailAddress });
export type TAddUserEmailRequest = z.infer<typeof ZAddUserEmailRequest>;

const ZBooleanFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: '须为true或false' })
  .transform((value) => value === true || value === 'true' || value === '1');

/**
 * GET web/domestic/member/assets/getUserAddress?addressType&restrictShipper: the order form's picker,
 * default first, then most used (200 at most). restrictShipper=true keeps company entries only.
 */
export const ZAssetsUserAddressQuery = z.object({ addressType: ZAddressType, restrictShipper: ZBooleanFlag.optional() });
export type TAssetsUserAddressQuery = z.infer<typeof ZAssetsUserAddressQuery>;

/** POST web/domestic/order/party/getOrderPartyAddressPage: shippers, consignees, notify parties, booking agents. */
export const ZOrderPartyAddressPageRequest = ZPageRequest.extend({
  addressType: z.preprocess(emptyToUndefined, z.enum(ORDER_PARTY_ADDRESS_TYPES, { error: '订单相关方类型须为S、C、N或B' }).optional()),
  keyword: ZKeyword,
});
export type TOrderPartyAddressPageRequest = z.infer<typeof ZOrderPartyAddressPageRequest>;

export const ZAddressDoneResponse = z.literal(true);
/** checkAddressLabelExist's success answer: the label does not exist. */
export const ZAddressLabelFreeResponse = z.literal(false);
