import {
  envelopeOf,
  ZOpsInventoryChange,
  ZOpsLoop,
  ZOpsLoopCreate,
  ZOpsLoopList,
  ZOpsLoopParams,
  ZOpsLoopUpdate,
  ZOpsPortCallActuals,
  ZOpsPortCallUpdate,
  ZOpsPriceChange,
  ZOpsPriceHistory,
  ZOpsPriceHistoryQuery,
  ZOpsProduct,
  ZOpsProductCreate,
  ZOpsProductPage,
  ZOpsProductParams,
  ZOpsProductQuery,
  ZOpsProductUpdate,
  ZOpsPromotion,
  ZOpsPromotionCreate,
  ZOpsPromotionPage,
  ZOpsPromotionParams,
  ZOpsPromotionQuery,
  ZOpsPromotionUpdate,
  ZOpsSailing,
  ZOpsSailingClose,
  ZOpsSailingPage,
  ZOpsSailingParams,
  ZOpsSailingQuery,
  ZOpsVessel,
  ZOpsVesselCreate,
  ZOpsVesselList,
  ZOpsVesselParams,
  ZOpsVesselUpdate,
  ZOpsVoyage,
  ZOpsVoyageCreate,
  ZOpsVoyagePage,
  ZOpsVoyageParams,
  ZOpsVoyagePublish,
  ZOpsVoyagePublishResult,
  ZOpsVoyageQuery,
  ZOpsVoyageStatusUpdate,
} from '@coastbook/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/http/envelope';
import { operatorDecision, operatorOf, requireOperator } from '../../ops';
import type { AuditContext } from './audited-change';
import { changeOpsInventory, closeOpsSailing, findOpsSailings, getOpsSailing } from './inventory.service';
import { createOpsLoop, findOpsLoops, updateOpsLoop } from './loop.service';
import { changeOpsPrice, createOpsProduct, findOpsPriceHistory, findOpsProducts, getOpsProduct, updateOpsProduct } from './product.service';
import { createOpsPromotion, findOpsPromotions, updateOpsPromotion } from './promotion.service';
import { createOpsVessel, findOpsVessels, updateOpsVessel } from './vessel.service';
import { createOpsVoyage, findOpsVoyages, getOpsVoyage, publishOpsVoyage, recordOpsPortCallActuals, setOpsVoyageStatus, updateOpsPortCall } from './voyage.service';

const tags = ['ops-product'];
const security = [{ bearer: [] }];

/** Vessels, loops, voyages, products, prices, promotions and inventory; each guarded by its own permission. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const audit = (request: FastifyRequest): AuditContext => ({ db: app.db, operator: operatorOf(request), clientIp: request.ip });
  /**
   * A creation, or a slot change by a delta, under the console's Idempotency-Key when the page sends one: pressed
   * again after its answer was lost, it answers what the first try made, instead of a twin promotion (which would
   * stay on sale when the clerk stops "the" promotion), "already exists" for the vessel it made, or the slots
   * added twice. Without the header the call runs in its own transaction, as any other change.
   */
  const keyed = <T>(request: FastifyRequest, reply: FastifyReply, scope: string, run: (context: AuditContext) => Promise<T>): Promise<T> => {
    const { runInTransaction, ...context } = operatorDecision({ db: app.db, request, reply, scope });
    return runInTransaction ? runInTransaction((db) => run({ ...context, db })) : run(context);
  };
  const vessels = requireOperator('ops_vessel_manage');
  const loops = requireOperator('ops_loop_manage');
  const voyages = requireOperator('ops_voyage_manage');
  const products = requireOperator('ops_product_manage');
  const prices = requireOperator('ops_price_manage');
  const inventory = requireOperator('ops_inventory_manage');

  // ---- vessels
  app.get('/vessels', { preHandler: vessels, schema: { tags, security, summary: '船舶列表', response: { 200: envelopeOf(ZOpsVesselList) } } }, async () =>
    ok(await findOpsVessels({ db: app.db })),
  );
  app.post(
    '/vessels',
    { preHandler: vessels, schema: { tags, security, summary: '新增船舶', body: ZOpsVesselCreate, response: { 200: envelopeOf(ZOpsVessel) } } },
    async (request, reply) => ok(await keyed(request, reply, 'ops.product.createVessel', (context) => createOpsVessel({ ...context, input: request.body }))),
  );
  app.post(
    '/vessels/:code',
    { preHandler: vessels, schema: { tags, security, summary: '修改船舶（名称、载箱量、是否启用）', params: ZOpsVesselParams, body: ZOpsVesselUpdate, response: { 200: envelopeOf(ZOpsVessel) } } },
    async (request) => ok(await updateOpsVessel({ ...audit(request), code: request.params.code, input: request.body })),
  );

  // ---- service loops
  app.get('/loops', { preHandler: loops, schema: { tags, security, summary: '航线列表（含挂靠港顺序）', response: { 200: envelopeOf(ZOpsLoopList) } } }, async () =>
    ok(await findOpsLoops({ db: app.db })),
  );
  app.post(
    '/loops',
    { preHandler: loops, schema: { tags, security, summary: '新增航线', body: ZOpsLoopCreate, response: { 200: envelopeOf(ZOpsLoop) } } },
    async (request, reply) => ok(await keyed(request, reply, 'ops.product.createLoop', (context) => createOpsLoop({ ...context, input: request.body }))),
  );
  app.post(
    '/loops/:carrierCode/:svcLoopAbbrv',
    { preHandler: loops, schema: { tags, security, summary: '修改航线（名称、挂靠港顺序）', params: ZOpsLoopParams, body: ZOpsLoopUpdate, response: { 200: envelopeOf(ZOpsLoop) } } },
    async (request) => ok(await updateOpsLoop({ ...audit(request), ...request.params, input: request.body })),
  );

  // ---- voyages and port calls
  app.get(
    '/voyages',
    { preHandler: voyages, schema: { tags, security, summary: '航次列表（含挂靠港ETA/ETD）', querystring: ZOpsVoyageQuery, response: { 200: envelopeOf(ZOpsVoyagePage) } } },
    async (request) => ok(await findOpsVoyages({ db: app.db, query: request.query })),
  );
  app.get(
    '/voyages/:id',
    { preHandler: voyages, schema: { tags, security, summary: '航次详情', params: ZOpsVoyageParams, response: { 200: envelopeOf(ZOpsVoyage) } } },
    async (request) => ok(await getOpsVoyage({ db: app.db, id: request.params.id })),
  );
  app.post(
    '/voyages',
    { preHandler: voyages, schema: { tags, security, summary: '新增航次及挂靠港', body: ZOpsVoyageCreate, response: { 200: envelopeOf(ZOpsVoyage) } } },
    async (request, reply) => ok(await keyed(request, reply, 'ops.product.createVoyage', (context) => createOpsVoyage({ ...context, input: request.body }))),
  );
  app.post(
    '/voyages/:id/port-call',
    { preHandler: voyages, schema: { tags, security, summary: '调整挂靠港ETA/ETD', params: ZOpsVoyageParams, body: ZOpsPortCallUpdate, response: { 200: envelopeOf(ZOpsVoyage) } } },
    async (request) => ok(await updateOpsPortCall({ ...audit(request), voyageId: request.params.id, input: request.body })),
  );
  app.post(
    '/voyages/:id/port-call-actuals',
    {
      preHandler: voyages,
      schema: { tags, security, summary: '记录挂靠港实际到离港时间（ATA/ATD，货物跟踪显示）', params: ZOpsVoyageParams, body: ZOpsPortCallActuals, response: { 200: envelopeOf(ZOpsVoyage) } },
    },
    async (request) => ok(await recordOpsPortCallActuals({ ...audit(request), voyageId: request.params.id, input: request.body })),
  );
  app.post(
    '/voyages/:id/status',
    { preHandler: voyages, schema: { tags, security, summary: '航次状态（open 可订舱 / closed 截止 / cancelled 取消）', params: ZOpsVoyageParams, body: ZOpsVoyageStatusUpdate, response: { 200: envelopeOf(ZOpsVoyage) } } },
    async (request) => ok(await setOpsVoyageStatus({ ...audit(request), voyageId: request.params.id, input: request.body })),
  );
  app.post(
    '/voyages/:id/publish',
    {
      preHandler: [voyages, inventory],
      schema: { tags, security, summary: '发布航次：为航线上经停装卸港的产品开放订舱并设置舱位', params: ZOpsVoyageParams, body: ZOpsVoyagePublish, response: { 200: envelopeOf(ZOpsVoyagePublishResult) } },
    },
    async (request) => ok(await publishOpsVoyage({ ...audit(request), voyageId: request.params.id, input: request.body })),
  );

  // ---- products and prices
  app.get(
    '/products',
    { preHandler: products, schema: { tags, security, summary: '产品列表（含当前及将生效的箱价）', querystring: ZOpsProductQuery, response: { 200: envelopeOf(ZOpsProductPage) } } },
    async (request) => ok(await findOpsProducts({ db: app.db, query: request.query })),
  );
  app.get(
    '/products/:id',
    { preHandler: products, schema: { tags, security, summary: '产品详情', params: ZOpsProductParams, response: { 200: envelopeOf(ZOpsProduct) } } },
    async (request) => ok(await getOpsProduct({ db: app.db, id: request.params.id })),
  );
  app.post(
    '/products',
    { preHandler: products, schema: { tags, security, summary: '新增产品', body: ZOpsProductCreate, response: { 200: envelopeOf(ZOpsProduct) } } },
    async (request, reply) => ok(await keyed(request, reply, 'ops.product.createProduct', (context) => createOpsProduct({ ...context, input: request.body }))),
  );
  app.post(
    '/products/:id',
    { preHandler: products, schema: { tags, security, summary: '修改产品', params: ZOpsProductParams, body: ZOpsProductUpdate, response: { 200: envelopeOf(ZOpsProduct) } } },
    async (request) => ok(await updateOpsProduct({ ...audit(request), id: request.params.id, input: request.body })),
  );
  app.get(
    '/products/:id/prices',
    { preHandler: prices, schema: { tags, security, summary: '箱价历史（新到旧）', params: ZOpsProductParams, querystring: ZOpsPriceHistoryQuery, response: { 200: envelopeOf(ZOpsPriceHistory) } } },
    async (request) => ok(await findOpsPriceHistory({ db: app.db, productId: request.params.id, containerTypeCode: request.query.containerTypeCode })),
  );
  app.post(
    '/products/:id/prices',
    {
      preHandler: prices,
      schema: { tags, security, summary: '调整箱价：关闭当前运价并发布新运价（保留历史）', params: ZOpsProductParams, body: ZOpsPriceChange, response: { 200: envelopeOf(ZOpsProduct) } },
    },
    async (request) => ok(await changeOpsPrice({ ...audit(request), productId: request.params.id, input: request.body })),
  );

  // ---- promotions
  app.get(
    '/promotions',
    { preHandler: prices, schema: { tags, security, summary: '优惠列表', querystring: ZOpsPromotionQuery, response: { 200: envelopeOf(ZOpsPromotionPage) } } },
    async (request) => ok(await findOpsPromotions({ db: app.db, query: request.query })),
  );
  app.post(
    '/promotions',
    { preHandler: prices, schema: { tags, security, summary: '新增优惠（TP/FP/VP/DP/FS，含有效期）', body: ZOpsPromotionCreate, response: { 200: envelopeOf(ZOpsPromotion) } } },
    async (request, reply) => ok(await keyed(request, reply, 'ops.product.createPromotion', (context) => createOpsPromotion({ ...context, input: request.body }))),
  );
  app.post(
    '/promotions/:id',
    { preHandler: prices, schema: { tags, security, summary: '修改或停用优惠', params: ZOpsPromotionParams, body: ZOpsPromotionUpdate, response: { 200: envelopeOf(ZOpsPromotion) } } },
    async (request) => ok(await updateOpsPromotion({ ...audit(request), id: request.params.id, input: request.body })),
  );

  // ---- inventory per sailing
  app.get(
    '/sailings',
    { preHandler: inventory, schema: { tags, security, summary: '航次产品及各箱型舱位', querystring: ZOpsSailingQuery, response: { 200: envelopeOf(ZOpsSailingPage) } } },
    async (request) => ok(await findOpsSailings({ db: app.db, query: request.query })),
  );
  app.get(
    '/sailings/:sailingId',
    { preHandler: inventory, schema: { tags, security, summary: '航次产品舱位详情', params: ZOpsSailingParams, response: { 200: envelopeOf(ZOpsSailing) } } },
    async (request) => ok(await getOpsSailing({ db: app.db, sailingId: request.params.sailingId })),
  );
  app.post(
    '/sailings/:sailingId/inventory',
    {
      preHandler: inventory,
      schema: {
        tags,
        security,
        summary: '调整舱位：raise 增加 / lower 减少（不得低于已占用）/ set 设置总量 / close 关闭 / open 开放',
        params: ZOpsSailingParams,
        body: ZOpsInventoryChange,
        response: { 200: envelopeOf(ZOpsSailing) },
      },
    },
    // raise and lower are deltas: pressed again after a lost answer, the same key does not add the containers twice.
    async (request, reply) =>
      ok(await keyed(request, reply, 'ops.product.changeInventory', (context) => changeOpsInventory({ ...context, sailingId: request.params.sailingId, input: request.body }))),
  );
  app.post(
    '/sailings/:sailingId/close',
    { preHandler: inventory, schema: { tags, security, summary: '关闭或重新开放整个航次产品的订舱', params: ZOpsSailingParams, body: ZOpsSailingClose, response: { 200: envelopeOf(ZOpsSailing) } } },
    async (request) => ok(await closeOpsSailing({ ...audit(request), sailingId: request.params.sailingId, isClosed: request.body.isClosed })),
  );
};
