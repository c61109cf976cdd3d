import {
  envelopeOf,
  ZAddInvoiceAcceptanceEmailRequest,
  ZAddressDoneResponse,
  ZAddressIdQuery,
  ZAddressLabelFreeResponse,
  ZAddUserAddressRequest,
  ZAddUserEmailRequest,
  ZAssetsUserAddressQuery,
  ZCheckAddressLabelRequest,
  ZCommonAddressQuery,
  ZDeleteAddressRequest,
  ZDeleteInvoiceAcceptanceEmailRequest,
  ZGetOrSaveAddressIdByCompanyRequest,
  ZGetOrSaveAddressIdByCompanyResponse,
  ZInvoiceAcceptanceEmail,
  ZInvoiceAcceptanceEmailList,
  ZOrderPartyAddressPageRequest,
  ZUpdateUserAddressRequest,
  ZUserAddress,
  ZUserAddressList,
  ZUserAddressListQuery,
  ZUserAddressPage,
} from '@coastbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope';
import { actorOf, requireAuth } from '../auth';
import {
  addUserAddress,
  addUserEmail,
  checkAddressLabelExist,
  deleteAddress,
  findAssetsUserAddresses,
  findCommonAddresses,
  getEmergencyUserInfo,
  getOrderPartyAddressPage,
  getOrSaveAddressIdByCompany,
  getUserAddress,
  listUserAddresses,
  updateUserAddress,
} from './address.service';
import { addInvoiceAcceptanceEmail, deleteInvoiceAcceptanceEmail, listInvoiceAcceptanceEmails } from './invoice-acceptance-email.service';

const tags = ['address'];
const security = [{ bearer: [] }];

/** The spec's {product} path segment: this portal sells domestic products. */
const PRODUCT = 'domestic';

/** web/entUserAddress/: the address book (001 §7 "Address book"). */
const entUserAddressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAuth);

  app.post(
    '/addUserAddress',
    { schema: { tags, security, summary: '新增地址（标签在本人同类型地址中唯一）', body: ZAddUserAddressRequest, response: { 200: envelopeOf(ZUserAddress) } } },
    async (request) => ok(await addUserAddress({ db: app.db, keys: app.keys, actor: actorOf(request), request: request.body })),
  );

  app.post(
    '/updateUserAddress',
    { schema: { tags, security, summary: '修改地址（整条替换）', body: ZUpdateUserAddressRequest, response: { 200: envelopeOf(ZUserAddress) } } },
    async (request) => ok(await updateUserAddress({ db: app.db, keys: app.keys, actor: actorOf(request), request: request.body })),
  );

  app.post(
    '/deleteAddress',
    { schema: { tags, security, summary: '删除地址', body: ZDeleteAddressRequest, response: { 200: envelopeOf(ZAddressDoneResponse) } } },
    async (request) => ok(await deleteAddress({ db: app.db, actor: actorOf(request), addressId: request.body.addressId })),
  );

  app.post(
    '/checkAddressLabelExist',
    {
      schema: {
        tags,
        security,
        summary: "标签是否已存在：未占用答 code 0 / data false；已占用答 5101 '标签已存在'",
        body: ZCheckAddressLabelRequest,
        response: { 200: envelopeOf(ZAddressLabelFreeResponse) },
      },
    },
    async (request) => ok(await checkAddressLabelExist({ db: app.db, actor: actorOf(request), request: request.body })),
  );

  app.post(
    '/addUserEmail',
    { schema: { tags, security, summary: '为地址补充邮箱', body: ZAddUserEmailRequest, response: { 200: envelopeOf(ZAddressDoneResponse) } } },
    async (request) => ok(await addUserEmail({ db: app.db, keys: app.keys, actor: actorOf(request), ...request.body })),
  );

  app.post(
    '/getOrSaveAddressIdByCompany',
    {
      schema: {
        tags,
        security,
        summary: '按公司名（个人：联系人+手机）查找本人同类型地址，没有则保存为新地址，返回地址ID',
        body: ZGetOrSaveAddressIdByCompanyRequest,
        response: { 200: envelopeOf(ZGetOrSaveAddressIdByCompanyResponse) },
      },
    },
    async (request) => ok(await getOrSaveAddressIdByCompany({ db: app.db, keys: app.keys, actor: actorOf(request), request: request.body })),
  );

  app.get(
    '/list',
    { schema: { tags, security, summary: '地址列表（分页，可按类型与关键字筛选；默认地址在前）', querystring: ZUserAddressListQuery, response: { 200: envelopeOf(ZUserAddressPage) } } },
    async (request) => ok(await listUserAddresses({ db: app.db, keys: app.keys, actor: actorOf(request), query: request.query })),
  );

  app.get(
    '/common/list',
    { schema: { tags, security, summary: '常用门点地址（L 装货 / D 卸货，使用次数最多的10条）', querystring: ZCommonAddressQuery, response: { 200: envelopeOf(ZUserAddressList) } } },
    async (request) => ok(await findCommonAddresses({ db: app.db, keys: app.keys, actor: actorOf(request), addressType: request.query.addressType })),
  );

  app.get(
    '/getEmergencyUserInfo',
    { schema: { tags, security, summary: '紧急联系人（类型 E：默认的一条，否则最近的一条；无则 null）', response: { 200: envelopeOf(ZUserAddress.nullable()) } } },
    async (request) => ok(await getEmergencyUserInfo({ db: app.db, keys: app.keys, actor: actorOf(request) })),
  );

  app.get(
    '/getUserAddressByAddressId',
    { schema: { tags, security, summary: '按地址ID取地址', querystring: ZAddressIdQuery, response: { 200: envelopeOf(ZUserAddress) } } },
    async (request) => ok(await getUserAddress({ db: app.db, keys: app.keys, actor: actorOf(request), addressId: request.query.addressId })),
  );
};

/** web/{product}/member/assets/getUserAddress and web/{product}/order/party/getOrderPartyAddressPage: the order form's pickers. */
const productAddressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/member/assets/getUserAddress',
    {
      schema: { tags, security, summary: '下单选择地址（按类型；restrictShipper=true 仅公司地址）', querystring: ZAssetsUserAddressQuery, response: { 200: envelopeOf(ZUserAddressList) } },
    },
    async (request) => ok(await findAssetsUserAddresses({ db: app.db, keys: app.keys, actor: actorOf(request), query: request.query })),
  );

  app.post(
    '/order/party/getOrderPartyAddressPage',
    {
      schema: { tags, security, summary: '订单相关方地址分页（发货人 S、收货人 C、通知人 N、订舱代理 B）', body: ZOrderPartyAddressPageRequest, response: { 200: envelopeOf(ZUserAddressPage) } },
    },
    async (request) => ok(await getOrderPartyAddressPage({ db: app.db, keys: app.keys, actor: actorOf(request), request: request.body })),
  );
};

/** web/invoiceAcceptanceEmail/: the enterprise's invoice receiving mailboxes (5 at most). */
const invoiceAcceptanceEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAuth);

  app.get(
    '/list',
    { schema: { tags, security, summary: '发票接收邮箱列表（子账号需 user_auto_invoice 权限）', response: { 200: envelopeOf(ZInvoiceAcceptanceEmailList) } } },
    async (request) => ok(await listInvoiceAcceptanceEmails({ db: app.db, keys: app.keys, actor: actorOf(request) })),
  );

  app.post(
    '/add',
    {
      schema: {
        tags,
        security,
        summary: '新增发票接收邮箱（需发送至该邮箱的 INVOICE_MANAGER 验证码；最多5个）',
        body: ZAddInvoiceAcceptanceEmailRequest,
        response: { 200: envelopeOf(ZInvoiceAcceptanceEmail) },
      },
    },
    async (request) => ok(await addInvoiceAcceptanceEmail({ db: app.db, keys: app.keys, actor: actorOf(request), ...request.body })),
  );

  app.post(
    '/delete',
    { schema: { tags, security, summary: '删除发票接收邮箱', body: ZDeleteInvoiceAcceptanceEmailRequest, response: { 200: envelopeOf(ZAddressDoneResponse) } } },
    async (request) => ok(await deleteInvoiceAcceptanceEmail({ db: app.db, actor: actorOf(request), id: request.body.id })),
  );
};

/** Address book, order-form pickers and invoice mailboxes at the spec's paths. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(entUserAddressRoutes, { prefix: '/web/entUserAddress' });
  await app.register(productAddressRoutes, { prefix: `/web/${PRODUCT}` });
  await app.register(invoiceAcceptanceEmailRoutes, { prefix: '/web/invoiceAcceptanceEmail' });
};
