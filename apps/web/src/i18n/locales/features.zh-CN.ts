import { accountRequestsZhCN } from './account-requests.zh-CN';
import { accountsZhCN } from './accounts.zh-CN';
import { assetsZhCN } from './assets.zh-CN';
import { orderZhCN } from './order.zh-CN';
import { paymentZhCN } from './payment.zh-CN';
import { productZhCN } from './product.zh-CN';
import { supplierZhCN } from './supplier.zh-CN';
import { todoZhCN } from './todo.zh-CN';

/**
 * The feature areas' Chinese strings, one chunk loaded beside the first page rather than in the entry
 * script (i18n/index.ts `loadFeatureCatalogues`): the shell never needs them before a page does.
 */
export const featuresZhCN = {
  accounts: accountsZhCN,
  supplier: supplierZhCN,
  accountRequests: accountRequestsZhCN,
  product: productZhCN,
  todo: todoZhCN,
  order: orderZhCN,
  payment: paymentZhCN,
  assets: assetsZhCN,
};
