import type { SailingView } from './sailing-view';

/**
 * 001 §5 "Quantity conflict: if a container type has a same-flow line or cargo-name quoted product,
 * a message tells the user to order from that product." Our reading: a general product (type 0)
 * conflicts, for a container type, with a special product — a contract (CSO, type 2), liquid-bag
 * line (3) or contract liquid bag (4) — that sells the same type on the same flow (loading and
 * discharge port) and the same vessel voyage, and can be ordered. The box then tells the user to order
 * that type from the special product; it advises rather than blocks, since whether the special product
 * applies depends on the cargo and the customer's agreement. Only listed sailings are considered.
 */

const SPECIAL_PRODUCT_TYPES: readonly number[] = [2, 3, 4];

/** Per container type of `selected`, the special product to order it from instead. */
export function findQuantityConflicts(selected: SailingView, listed: readonly SailingView[]): Map<string, SailingView> {
  const conflicts = new Map<string, SailingView>();
  if (selected.productType !== 0) return conflicts;
  for (const other of listed) {
    if (other.productId === selected.productId || !other.orderable || !SPECIAL_PRODUCT_TYPES.includes(other.productType)) continue;
    const sameFlow = other.fpolCde === selected.fpolCde && other.lpodCde === selected.lpodCde;
    const sameVoyage = other.vslCnnme === selected.vslCnnme && other.voyage === selected.voyage;
    if (!sameFlow || !sameVoyage) continue;
    for (const container of other.containers) {
      if (!container.isClosed && !conflicts.has(container.cntrType)) conflicts.set(container.cntrType, other);
    }
  }
  return conflicts;
}
