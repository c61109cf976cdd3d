import type { TCreateOrderResponse, ZCreateOrderRequest } from '@coastbook/contracts';
import { AppError, permissionsFor } from '@coastbook/domain';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client';
import type { Actor } from '../auth';
import { assertOrderingOpen } from '../basedata';
import { findTradingStanding } from '../enterprise';
import { orderScopeFrom, type OrderScope } from './order-access';
import { assertCargoAccepted, assertSelectionFits, cargoColumns, getCargo, loadBookableOffer, normaliseSelection, sailingColumns } from './order-offer';
import { nextOrderNo } from './order-number';
import { orderContainer, orderEvent, orderMast } from './order.tables';

/** Function code held by certified customers (permissionsFor): they may trade (the product page's "立即托运" rule). */
const TRADING_CODE = 'buyer_trade_center_index';

/** What the order calls know of a trader after checking it may trade, read with the same rows. */
export interface Trader {
  /** The orders it sees, and the enterprise an order it creates belongs to. */
  scope: OrderScope;
  /** Its enterprise's member level, for the VP promotions. */
  memberLevel: number | null;
}

/** Only certified customers may create and submit orders; anyone else is refused with ORDER_NOT_CERTIFIED. */
export async function assertMayTrade(db: Db, actor: Actor): Promise<Trader> {
  const { subject, authority, memberLevel } = await findTradingStanding({ db, userId: actor.userId });
  if (!permissionsFor(subject).authorities.includes(TRADING_CODE)) throw new AppError('ORDER_NOT_CERTIFIED');
  return { scope: orderScopeFrom(authority), memberLevel };
}

/**
 * createOrder: a draft (P) from the shopping box. Checks the offer is bookable, the selection (types on
 * sale, inventory now, maximum, committed volume) and, when a commodity is given, validateCargo's
 * rules; no inventory is taken yet (that happens at submission). The unit prices stored here are a
 * preview: bookingInfo prices again.
 */
export async function createDraftOrder({
  db,
  actor,
  request,
  now = new Date(),
}: {
  db: Db;
  actor: Actor;
  request: z.output<typeof ZCreateOrderRequest>;
  now?: Date;
}): Promise<TCreateOrderResponse> {
  const trader = await assertMayTrade(db, actor);
  await assertOrderingOpen({ db, now });
  const lines = normaliseSelection(request.containers);
  const offer = await loadBookableOffer({ db, actor, productId: request.productId, now, memberLevel: trader.memberLevel });
  assertSelectionFits(offer, lines);
  const cargo = request.cgoBriefDescCde ? await getCargo(db, request.cgoBriefDescCde) : null;
  if (cargo) await assertCargoAccepted({ db, offer, cargo, lines });

  return db.transaction(async (tx) => {
    const orderNo = await nextOrderNo(tx, now);
    const [created] = await tx
      .insert(orderMast)
      .values({
        orderNo,
        status: 'P',
        userId: actor.userId,
        // The enterprise of a main or linked sub-account; nobody else's for persons.
        enterpriseId: trader.scope.enterpriseId,
        productId: offer.productId,
        ...sailingColumns(offer),
        ...(cargo ? cargoColumns(cargo) : { cgoBriefDescCde: null, cgoBriefDescCnnme: null, cargoTypeCde: request.cargoTypeCde ?? null }),
        isDangerous: cargo?.isDangerous ?? false,
        shippingTerm: 0,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orderMast.id });
    const orderId = created!.id;
    await tx.insert(orderContainer).values(
      lines.map((line) => {
        const data = offer.containerData.find((item) => item.cntrType === line.cntrType)!;
        return { orderId, cntrType: line.cntrType, quantity: line.quantity, unitPriceFen: data.containerPrice, unitPromotionFen: data.ylbPromotionPrice };
      }),
    );
    // Creation is not a move between statuses; its event starts the history (from null).
    await tx.insert(orderEvent).values({ orderId, fromStatus: null, toStatus: 'P', action: 'create', actorKind: 'customer', actorId: actor.userId, createdAt: now });
    return { orderId, orderNo };
  });
}
