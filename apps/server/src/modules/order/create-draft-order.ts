import type { TCreateOrderResponse, ZCreateOrderRequest } from '@coastbook/contracts';
import { AppError, permissionsFor } from '@coastbook/domain';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client';
import type { Actor } from '../auth';
import { assertOrderingOpen } from '../basedata';
import { findEntAuthority, findPermissionSubject } from '../enterprise';
import { assertCargoAccepted, assertSelectionFits, getCargo, loadBookableOffer, normaliseSelection, sailingColumns } from './order-offer';
import { nextOrderNo } from './order-number';
import { orderContainer, orderEvent, orderMast } from './order.tables';

/** Function code held by certified customers (permissionsFor): they may trade (the product page's "立即托运" rule). */
const TRADING_CODE = 'buyer_trade_center_index';

/** Only certified customers may create orders; anyone else is refused with ORDER_NOT_CERTIFIED. */
export async function assertMayTrade(db: Db, actor: Actor): Promise<void> {
  const permissions = permissionsFor(await findPermissionSubject({ db, userId: actor.userId }));
  if (!permissions.authorities.includes(TRADING_CODE)) throw new AppError('ORDER_NOT_CERTIFIED');
}

/** The enterprise an order belongs to: the enterprise of a main or linked sub-account; none for persons. */
export async function orderEnterpriseOf(db: Db, actor: Actor): Promise<string | null> {
  const authority = await findEntAuthority({ db, userId: actor.userId });
  return authority.userType === 'M' || authority.userType === 'S' ? authority.enterpriseId : null;
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
  await assertMayTrade(db, actor);
  await assertOrderingOpen({ db, now });
  const lines = normaliseSelection(request.containers);
  const offer = await loadBookableOffer({ db, actor, productId: request.productId, now });
  assertSelectionFits(offer, lines);
  const cargo = request.cgoBriefDescCde ? await getCargo(db, request.cgoBriefDescCde) : null;
  if (cargo) await assertCargoAccepted({ db, offer, cargo, lines });
  const enterpriseId = await orderEnterpriseOf(db, actor);

  return db.transaction(async (tx) => {
    const orderNo = await nextOrderNo(tx, now);
    const [created] = await tx
      .insert(orderMast)
      .values({
        orderNo,
        status: 'P',
        userId: actor.userId,
        enterpriseId,
        productId: offer.productId,
        ...sailingColumns(offer),
        cgoBriefDescCde: cargo?.cgoBriefDescCde ?? null,
        cgoBriefDescCnnme: cargo?.cgoBriefDescCnnme ?? null,
        cargoTypeCde: cargo?.cargoTypeCde ?? request.cargoTypeCde ?? null,
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
