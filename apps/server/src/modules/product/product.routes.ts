import {
  envelopeOf,
  ZFindCargoBriefDescDTORequest,
  ZFindCargoBriefDescDTOResponse,
  ZFreightIndexQuery,
  ZFreightIndexResponse,
  ZGetBatchGoodsPromotionRequest,
  ZGetBatchGoodsPromotionResponse,
  ZGetHotProductResponse,
  ZGetProductByIdQuery,
  ZGetProductByIdResponse,
  ZGetProductInventoryQuery,
  ZGetProductInventoryResponse,
  ZGetProductLadderInventoryQuery,
  ZGetProductLadderInventoryResponse,
  ZGetProductLegByProductIdQuery,
  ZGetProductLegByProductIdResponse,
  ZGetRouteNetworkResponse,
  ZGetVslNmeByVslNmeLikeQuery,
  ZGetVslNmeByVslNmeLikeResponse,
  ZProductSearchRequest,
  ZProductSearchResponse,
  ZPromotionPlanSearchRequest,
  ZPromotionPlanSearchResponse,
  ZQueryRateCitiesRequest,
  ZQueryRateCitiesResponse,
  ZQuerySubRateCitiesRequest,
  ZQuerySubRateCitiesResponse,
  ZSearchByKeywordRequest,
  ZSearchByKeywordResponse,
  ZSearchCargoTypeCdeByCargoCnnmeQuery,
  ZSearchCargoTypeCdeByCargoCnnmeResponse,
  ZSearchCargoTypeExtraChargeRequest,
  ZSearchCargoTypeExtraChargeResponse,
  ZValidateCargoRequest,
  ZValidateCargoResponse,
} from '@coastbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerLanguageOf } from '../../platform/http/answer-language';
import { encodeAnswer, ok, sendEncoded } from '../../platform/http/envelope';
import { optionalAuth, requireAuth } from '../auth';
import { cacheForSession } from '../basedata';
import { findCargoBriefDescsForOffer, findCargoExtraCharges, findCargoTypesByCommodityName, validateCargo } from './cargo.service';
import { loadCustomerContext } from './customer-context';
import { priceBatchGoods, searchPromotionPlans } from './promotion.service';
import { findRouteNetwork } from './route-network.service';
import { findOfferInventory, findOfferLadder, findOfferLegs } from './sailing.service';
import { getOffer, OfferSearchCache, searchOffersByKeyword } from './search.service';
import { computeFreightIndexSeries, findHotProducts, findRateCities, findVesselsByNameLike } from './showcase.service';
import { findSubRateCities } from './sub-rate-cities.service';

const tags = ['product'];
const security = [{ bearer: [] }];

/** The spec's {product} path segment: this portal sells domestic products. */
const PRODUCT = 'domestic';

/** web/product/: search and offer details (public; a logged-in caller gets member/first-order promotions). */
const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const searchCache = new OfferSearchCache(app.changes);
  const searchAnswer = envelopeOf(ZProductSearchResponse);
  app.addHook('preHandler', optionalAuth);

  app.post(
    '/search',
    { schema: { tags, summary: '产品搜索（起运地、目的地、开船日期、箱型、承运人、产品类型；排序与分页）', body: ZProductSearchRequest, response: { 200: searchAnswer } } },
    async (request, reply) => {
      const customer = await loadCustomerContext({ db: app.db, actor: request.actor });
      const encoded = await searchCache.searchEncoded({ db: app.db, query: request.body, customer }, (page) => encodeAnswer(searchAnswer, ok(page)));
      return sendEncoded(reply, encoded);
    },
  );

  app.post(
    '/searchByKeyword',
    { schema: { tags, summary: '按关键字搜索产品（港口、航线、船名；多个词须同时匹配）', body: ZSearchByKeywordRequest, response: { 200: envelopeOf(ZSearchByKeywordResponse) } } },
    async (request) =>
      ok(await searchOffersByKeyword({ db: app.db, ...request.body, customer: await loadCustomerContext({ db: app.db, actor: request.actor }) })),
  );

  app.get(
    '/getProductById',
    { schema: { tags, summary: '可订舱产品详情（productId = 产品在某航次上的舱位）', querystring: ZGetProductByIdQuery, response: { 200: envelopeOf(ZGetProductByIdResponse) } } },
    async (request) =>
      ok(
        await getOffer({
          db: app.db,
          productId: request.query.productId,
          includeReefer: request.query.reefer,
          includeOpenTop: request.query.openTop,
          customer: await loadCustomerContext({ db: app.db, actor: request.actor }),
        }),
      ),
  );

  app.get(
    '/getProductLegByProductId',
    { schema: { tags, summary: '产品航段：本航次挂靠港与铁路段', querystring: ZGetProductLegByProductIdQuery, response: { 200: envelopeOf(ZGetProductLegByProductIdResponse) } } },
    async (request) => ok(await findOfferLegs({ db: app.db, productId: request.query.productId })),
  );

  app.post(
    '/queryRateCities',
    { onSend: cacheForSession, schema: { tags, summary: '有运价的起运地与目的地', body: ZQueryRateCitiesRequest, response: { 200: envelopeOf(ZQueryRateCitiesResponse) } } },
    async (request) => ok(await findRateCities({ db: app.db, request: request.body })),
  );

  app.post(
    '/querySubRateCities',
    {
      onSend: cacheForSession,
      schema: { tags, summary: '运价城市下属站点（码头、铁路站）', body: ZQuerySubRateCitiesRequest, response: { 200: envelopeOf(ZQuerySubRateCitiesResponse) } },
    },
    async (request) => ok(await findSubRateCities({ db: app.db, cityCde: request.body.cityCde })),
  );
};

/** web/domestic/customer/product/: inventory of one offer (public: the result list shows it too). */
const customerProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getProductInventory',
    { schema: { tags, summary: '可订舱产品各箱型舱位', querystring: ZGetProductInventoryQuery, response: { 200: envelopeOf(ZGetProductInventoryResponse) } } },
    async (request) => ok(await findOfferInventory({ db: app.db, productId: request.query.productId })),
  );

  app.get(
    '/getProductLadderInventory',
    {
      schema: { tags, summary: '阶梯舱位与阶梯价', querystring: ZGetProductLadderInventoryQuery, response: { 200: envelopeOf(ZGetProductLadderInventoryResponse) } },
    },
    async (request) => ok(await findOfferLadder({ db: app.db, ...request.query })),
  );
};

/** web/domestic/customer/promotion/ (public; VP/FP need the caller's login). */
const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', optionalAuth);

  app.post(
    '/promotionPlanSearch',
    { schema: { tags, summary: '优惠方案查询（默认有效期内）', body: ZPromotionPlanSearchRequest, response: { 200: envelopeOf(ZPromotionPlanSearchResponse) } } },
    async (request) =>
      ok(await searchPromotionPlans({ db: app.db, query: request.body, customer: await loadCustomerContext({ db: app.db, actor: request.actor }) })),
  );

  app.post(
    '/getBatchGoodsPromotion',
    { schema: { tags, summary: '购物箱批量计算优惠价与合计', body: ZGetBatchGoodsPromotionRequest, response: { 200: envelopeOf(ZGetBatchGoodsPromotionResponse) } } },
    async (request) =>
      ok(
        await priceBatchGoods({
          db: app.db,
          goods: request.body.goods,
          shippingTerm: request.body.shippingTerm,
          customer: await loadCustomerContext({ db: app.db, actor: request.actor }),
        }),
      ),
  );
};

/** web/domestic/order/cargo/ and order/searchCargoTypeExtraCharge: cargo checks before booking (logged in). */
const cargoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAuth);

  app.post(
    '/cargo/findCargoBriefDescDTO',
    {
      schema: { tags, security, summary: '可订货物品名（含该产品是否承运）', body: ZFindCargoBriefDescDTORequest, response: { 200: envelopeOf(ZFindCargoBriefDescDTOResponse) } },
    },
    async (request) => ok(await findCargoBriefDescsForOffer({ db: app.db, request: request.body, language: answerLanguageOf(request.headers['accept-language']) })),
  );

  app.post(
    '/cargo/searchCargoTypeCdeByCargoCnnme',
    {
      schema: {
        tags,
        security,
        summary: '按品名查货类',
        querystring: ZSearchCargoTypeCdeByCargoCnnmeQuery,
        response: { 200: envelopeOf(ZSearchCargoTypeCdeByCargoCnnmeResponse) },
      },
    },
    async (request) => ok(await findCargoTypesByCommodityName({ db: app.db, name: request.query.cgoBriefDescCnnme })),
  );

  app.post(
    '/cargo/validateCargo',
    {
      schema: { tags, security, summary: '货物与产品校验：canOrder 为 true 才可下单（通用产品免校验）', body: ZValidateCargoRequest, response: { 200: envelopeOf(ZValidateCargoResponse) } },
    },
    async (request) => ok(await validateCargo({ db: app.db, input: request.body, language: answerLanguageOf(request.headers['accept-language']) })),
  );

  app.post(
    '/searchCargoTypeExtraCharge',
    {
      schema: { tags, security, summary: '货类附加费（每箱）', body: ZSearchCargoTypeExtraChargeRequest, response: { 200: envelopeOf(ZSearchCargoTypeExtraChargeResponse) } },
    },
    async (request) => ok(await findCargoExtraCharges({ db: app.db, request: request.body })),
  );
};

/** web/commonUrl/: the home page's hot products, the freight index and the route network (public). */
const showcaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getHotProduct',
    { schema: { tags, summary: '首页热门产品（下一班可订船期与起价）', response: { 200: envelopeOf(ZGetHotProductResponse) } } },
    async () => ok(await findHotProducts({ db: app.db })),
  );

  app.get(
    '/freightIndex',
    { onSend: cacheForSession, schema: { tags, summary: '运价指数（近26周，基期=1000）', querystring: ZFreightIndexQuery, response: { 200: envelopeOf(ZFreightIndexResponse) } } },
    async (request) => ok(await computeFreightIndexSeries({ db: app.db, period: request.query.period, category: request.query.category })),
  );

  app.get(
    '/getRouteNetwork',
    { onSend: cacheForSession, schema: { tags, summary: '航线网络（航线、挂靠港、运力与班次，未来4周船期）', response: { 200: envelopeOf(ZGetRouteNetworkResponse) } } },
    async () => ok(await findRouteNetwork({ db: app.db })),
  );
};

/** Base-data calls that need vessels (web/domestic/customer/baseData/). */
const vesselBaseDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getVslNmeByVslNmeLike',
    { schema: { tags, summary: '按船名或代码搜索船舶（最多20条）', querystring: ZGetVslNmeByVslNmeLikeQuery, response: { 200: envelopeOf(ZGetVslNmeByVslNmeLikeResponse) } } },
    async (request) => ok(await findVesselsByNameLike({ db: app.db, name: request.query.vslCnnme, carrier: request.query.carrier })),
  );
};

/** Product calls at the paths the spec names (001 §7 "Product API", "Promotion", "Cargo and order creation"). */
export const productCoreRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(productRoutes, { prefix: '/web/product' });
  await app.register(customerProductRoutes, { prefix: `/web/${PRODUCT}/customer/product` });
  await app.register(promotionRoutes, { prefix: `/web/${PRODUCT}/customer/promotion` });
  await app.register(cargoRoutes, { prefix: `/web/${PRODUCT}/order` });
  await app.register(showcaseRoutes, { prefix: '/web/commonUrl' });
  await app.register(vesselBaseDataRoutes, { prefix: `/web/${PRODUCT}/customer/baseData` });
};
