import type { TOrderListItem } from '@coastbook/contracts';
import { formatChinaDateTime, formatMoney } from '@coastbook/domain';
import ExcelJS from 'exceljs';

/** exportOrderData: the filtered order list as an .xlsx workbook with Chinese headers. */

const COLUMNS: { header: string; width: number; value: (item: TOrderListItem) => string | number }[] = [
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

export async function buildOrderWorkbook(items: readonly TOrderListItem[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'CoastBook';
  const sheet = workbook.addWorksheet('订单列表');
  sheet.columns = COLUMNS.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  for (const item of items) sheet.addRow(COLUMNS.map((column) => column.value(item)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
