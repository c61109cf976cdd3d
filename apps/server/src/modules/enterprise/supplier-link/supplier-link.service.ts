import type { TSupplierDataResponse, TSupplierLinkCheckRequest, TSupplierTransferLinkRequest, TSupplierTransferLinkResponse } from '@coastbook/contracts';
import { AppError, type CertificationStatus } from '@coastbook/domain';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../platform/db/client';
import type { Actor } from '../../auth';
import { findLatestCharterRequest } from '../charter-supplier/charter-supplier-request';
import { unconfiguredSupplierSystem, type CharterSupplierSystem, type SupplierIdentity } from './charter-supplier-system';
import { sandboxSupplierSystem } from './sandbox-supplier-system';

/** The charter supplier system this instance talks to: the sandbox outside production. */
export function charterSupplierSystemFor(app: Pick<FastifyInstance, 'config' | 'keys'>): CharterSupplierSystem {
  return app.config.isProduction ? unconfiguredSupplierSystem : sandboxSupplierSystem(app.keys.fieldCipher);
}

/** The caller as a supplier of the outside system: only a confirmed charter supplier is one. */
export async function getConfirmedSupplier(db: DbOrTx, actor: Pick<Actor, 'userId' | 'logonId'>): Promise<SupplierIdentity> {
  const latest = await findLatestCharterRequest(db, actor.userId);
  if (latest?.status !== 'Confirm') throw new AppError('CHARTER_SUPPLIER_NOT_CONFIRMED');
  const payload = latest.payload as { supplierName?: string; isTerritory?: number };
  return { userId: actor.userId, logonId: actor.logonId, supplierName: payload.supplierName ?? '', abroad: payload.isTerritory === 1 ? 1 : 2 };
}

/** GET web/external/link/supplierData: name, isTerritory and status of the caller's charter-supplier certification. */
export async function getSupplierData(options: { db: DbOrTx; actor: Actor }): Promise<TSupplierDataResponse> {
  const latest = await findLatestCharterRequest(options.db, options.actor.userId);
  if (!latest) throw new AppError('CHARTER_SUPPLIER_NOT_SUBMITTED');
  const payload = latest.payload as { supplierName?: string; isTerritory?: number };
  return { supplierName: payload.supplierName ?? '', isTerritory: payload.isTerritory === 1 ? 1 : 2, supplierStatus: latest.status as CertificationStatus };
}

async function checkedSupplier(options: { db: DbOrTx; system: CharterSupplierSystem; actor: Actor; request: TSupplierLinkCheckRequest }): Promise<SupplierIdentity> {
  const supplier = await getConfirmedSupplier(options.db, options.actor);
  if (supplier.abroad !== options.request.abroad) throw new AppError('SUPPLIER_LINK_TERRITORY_MISMATCH', { field: 'abroad' });
  const answer = await options.system.checkLink(supplier, options.request.transferType);
  // The outside system's own refusal text is what the user reads (000 §8 "supplier link failure"), in whichever
  // language that system words it: we have no translation of another system's words.
  if (!answer.ok) throw new AppError('SUPPLIER_SYSTEM_UNAVAILABLE', { msg: { zh: answer.message, en: answer.message } });
  return supplier;
}

/** POST web/external/link/checkSupplierLink: true when the caller may enter the supplier system now. */
export async function checkSupplierLink(options: { db: DbOrTx; system: CharterSupplierSystem; actor: Actor; request: TSupplierLinkCheckRequest }): Promise<true> {
  await checkedSupplier(options);
  return true;
}

/**
 * POST web/external/link/transferLink: the one-time URL into the supplier system (data.data). The
 * logonId and userId the page sends must be the caller's own (a link for somebody else is 403).
 */
export async function createTransferLink(options: { db: DbOrTx; system: CharterSupplierSystem; actor: Actor; request: TSupplierTransferLinkRequest }): Promise<TSupplierTransferLinkResponse> {
  const { actor, request } = options;
  if (request.userId !== actor.userId || request.logonId.toLowerCase() !== actor.logonId.toLowerCase()) {
    throw new AppError('FORBIDDEN', { msg: { zh: '只能以本人账号进入租船供应商系统', en: 'You can only enter the charter supplier system with your own account' } });
  }
  const supplier = await checkedSupplier({ ...options, request: { transferType: request.transferType, abroad: request.abroad } });
  return { data: await options.system.transferUrl(supplier, request.transferType) };
}
