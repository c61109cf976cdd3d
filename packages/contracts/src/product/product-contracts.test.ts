import { describe, expect, it } from 'vitest';
import { ZBatchGoodsLine } from './promotion';
import { ZProductSearchRequest } from './search';

const productId = '7f1c1f0e-2c1a-4c7e-9d8e-0a1b2c3d4e5f';

describe('product contracts', () => {
  it('reads quantities as integers 0–999 with the 001 §5 messages', () => {
    expect(ZBatchGoodsLine.parse({ productId, cntrType: '20gp', quantity: '12' })).toEqual({ productId, cntrType: '20GP', quantity: 12 });
    const messageOf = (quantity: unknown) => ZBatchGoodsLine.safeParse({ productId, cntrType: '20GP', quantity }).error?.issues[0]?.message;
    expect(messageOf(-1)).toBe('箱量必须是不小于0的整数');
    expect(messageOf(2.5)).toBe('箱量必须是不小于0的整数');
    expect(messageOf('abc')).toBe('箱量必须是不小于0的整数');
    expect(messageOf(1000)).toBe('箱量最多3位数字');
  });

  it('defaults the search and refuses a reversed or too long ETD range on etdEnd', () => {
    expect(ZProductSearchRequest.parse({ fpolCde: 'sha' })).toMatchObject({ fpolCde: 'SHA', sortBy: 'etd', sortOrder: 'asc', current: 1, size: 20 });
    const issue = (body: object) => ZProductSearchRequest.safeParse(body).error?.issues[0];
    expect(issue({ etdStart: '2026-12-10', etdEnd: '2026-12-01' })).toMatchObject({ path: ['etdEnd'], message: '开船结束日期不能早于开始日期' });
    expect(issue({ etdStart: '2026-01-01', etdEnd: '2026-06-01' })).toMatchObject({ path: ['etdEnd'], message: '开船日期范围不能超过92天' });
    expect(issue({ etdStart: '2026-02-30' })).toMatchObject({ path: ['etdStart'], message: '开船开始日期不是有效日期' });
  });
});

describe('cargo contracts', () => {
  it('reads blank form fields of findCargoBriefDescDTO as not given', async () => {
    const { ZFindCargoBriefDescDTORequest } = await import('./cargo');
    expect(ZFindCargoBriefDescDTORequest.parse({ productId: '', cargoTypeCde: '', cgoBriefDescCnnme: '玉米', agreementId: '', carrier: 'pan' })).toEqual({
      cgoBriefDescCnnme: '玉米',
      carrier: 'PAN',
    });
    expect(ZFindCargoBriefDescDTORequest.safeParse({ productId: 'x' }).error?.issues[0]?.message).toBe('产品ID格式不正确');
  });
});
