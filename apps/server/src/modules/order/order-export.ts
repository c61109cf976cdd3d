import type { TOrderListItem } from '@coastbook/contracts';
import { formatChinaDateTime, formatMoney } from '@coastbook/domain';
import type { Readable } from 'node:stream';
import { xlsxDownload, type SheetColumn } from '../../platform/http/xlsx-download';

/** exportOrderData: the filtered order list as an .xlsx workbook with Chinese headers. */

const COLUMNS: SheetColumn<TOrderListItem>[] = [
  { header: '订单号', width: 20, value: (item) => item.orderNo },
  { header: '订舱号', width: 16, value: (item) => item.bkgNo ?? '' },
  { header: '订单状态', width: 10, value: (item) => item.statusCnnme },
  { header: '承运人', width: 8, value: (item) => item.carrier },
  { header: '航线', width: 10, value: (item) => item.svcLoop },
  { header: '船名', width: 14, value: (item) => item.vslCnnme },
  { header: '航次', width: 10, value: (item) => item.voyage },
  { header: '起运港', width: 10, value: (item) => item.fpolCnnme },
  { header: '目的港', width: 10, value: (item) => item.lpodCnnme },
  { header: '开船日期', width: 12, value: (item) => chinaDate(item.etd) },
  { header: '箱型箱量', width: 18, value: (item) => item.containerSummary },
  { header: 'TEU', width: 6, value: (item) => item.teu },
  { header: '货物品名', width: 14, value: (item) => item.cgoBriefDescCnnme ?? '' },
  { header: '订单金额', width: 14, value: (item) => formatMoney(item.totalFen) },
  { header: '已付金额', width: 14, value: (item) => formatMoney(item.paidFen) },
  { header: '下单账号', width: 14, value: (item) => item.creatorName },
  { header: '创建时间', width: 18, value: (item) => chinaDateTime(item.createdAt) },
];

function chinaDateTime(iso: string): string {
  return formatChinaDateTime(new Date(iso));
}

function chinaDate(iso: string): string {
  return chinaDateTime(iso).slice(0, 10);
}

export function orderListDownload(items: readonly TOrderListItem[]): Readable {
  return xlsxDownload('订单列表', COLUMNS, items);
}
