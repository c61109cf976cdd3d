import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxDownload, type SheetColumn } from './xlsx-download';

interface Line {
  no: string;
  amount: number;
}

/** A one-column sheet of numbers that counts the rows the writer has read so far. */
function countingColumns(): { columns: SheetColumn<number>[]; rowsRead: () => number } {
  let read = 0;
  const value = (row: number) => {
    read += 1;
    return row;
  };
  return { columns: [{ header: '序号', width: 8, value }], rowsRead: () => read };
}

describe('xlsxDownload', () => {
  it('writes a sheet with a bold header row, the column widths and every row', async () => {
    const columns: SheetColumn<Line>[] = [
      { header: '单号', width: 20, value: (line) => line.no },
      { header: '金额（元）', width: 14, value: (line) => line.amount },
    ];
    const lines = Array.from({ length: 1_234 }, (_, index) => ({ no: `CB${String(index).padStart(6, '0')}`, amount: index * 10 }));
    const chunks: Buffer[] = [];
    for await (const chunk of xlsxDownload('资金明细', columns, lines)) chunks.push(chunk as Buffer);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('资金明细')!;
    expect(sheet.getRow(1).values).toEqual([undefined, '单号', '金额（元）']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getColumn(1).width).toBe(20);
    expect(sheet.rowCount).toBe(1 + lines.length);
    expect(sheet.getRow(2).values).toEqual([undefined, 'CB000000', 0]);
    expect(sheet.getRow(1 + lines.length).values).toEqual([undefined, 'CB001233', 12_330]);
  });

  it('sends the file while it is still writing rows, and lets other work run between them', async () => {
    const { columns, rowsRead } = countingColumns();
    const rows = Array.from({ length: 20_000 }, (_, index) => index);
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 0);
    let rowsReadAtFirstBytes: number | undefined;
    let bytes = 0;
    for await (const chunk of xlsxDownload('序号', columns, rows)) {
      rowsReadAtFirstBytes ??= rowsRead();
      bytes += (chunk as Buffer).length;
    }
    clearInterval(ticker);
    // The workbook is not built whole in memory before the first byte goes out.
    expect(rowsReadAtFirstBytes).toBeLessThan(rows.length);
    expect(rowsRead()).toBe(rows.length);
    expect(bytes).toBeGreaterThan(50_000);
    // Timers ran while the rows were written (every 500 rows the writer gives the event loop a turn).
    expect(ticks).toBeGreaterThanOrEqual(rows.length / 500 / 2);
  });

  it('stops writing rows when the client goes away', async () => {
    const { columns, rowsRead } = countingColumns();
    const output = xlsxDownload('序号', columns, Array.from({ length: 50_000 }, (_, index) => index));
    await new Promise((resolve) => output.once('data', resolve));
    output.destroy();
    const atAbort = rowsRead();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // At most the rows of the turn in progress.
    expect(rowsRead()).toBeLessThanOrEqual(atAbort + 500);
  });

  it('ends the stream with the error when a row cannot be written', async () => {
    const columns: SheetColumn<number>[] = [
      {
        header: '序号',
        width: 8,
        value: (row) => {
          if (row === 700) throw new Error('broken row');
          return row;
        },
      },
    ];
    const drain = async () => {
      for await (const _chunk of xlsxDownload('序号', columns, Array.from({ length: 1_000 }, (_, index) => index))) void _chunk;
    };
    await expect(drain()).rejects.toThrow('broken row');
  });
});
