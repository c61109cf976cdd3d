import type { TSupplierTransferType } from '@coastbook/contracts';
import { AppError } from '@coastbook/domain';

/**
 * The charter supplier system (e-chartering) is an outside party. The portal needs three things from
 * it: open a certified supplier there (forwardToESuppler), check that a supplier may enter, and a
 * one-time URL that logs the supplier in on the page the transfer type names. Anything it answers
 * that is not a success becomes SUPPLIER_SYSTEM_UNAVAILABLE, so an outage never turns into a 500.
 */
export interface SupplierIdentity {
  userId: string;
  logonId: string;
  supplierName: string;
  /** 1 abroad, 2 domestic (000 §3 isTerritory). */
  abroad: 1 | 2;
}

export interface CharterSupplierSystem {
  /** Opens (or finds) the supplier in the outside system; answers its supplier code there. Idempotent. */
  registerSupplier(supplier: SupplierIdentity): Promise<{ supplierCode: string }>;
  /** Whether the supplier may enter now; a refusal carries the outside system's message. */
  checkLink(supplier: SupplierIdentity, transferType: TSupplierTransferType): Promise<{ ok: true } | { ok: false; message: string }>;
  /** A one-time URL (absolute, or relative to this portal for the sandbox) to open in a new tab. */
  transferUrl(supplier: SupplierIdentity, transferType: TSupplierTransferType): Promise<string>;
}

/** Production until a real client is written: every call answers "unavailable" (never a fake success). */
export const unconfiguredSupplierSystem: CharterSupplierSystem = {
  registerSupplier: () => Promise.reject(new AppError('SUPPLIER_SYSTEM_UNAVAILABLE')),
  checkLink: () => Promise.reject(new AppError('SUPPLIER_SYSTEM_UNAVAILABLE')),
  transferUrl: () => Promise.reject(new AppError('SUPPLIER_SYSTEM_UNAVAILABLE')),
};
