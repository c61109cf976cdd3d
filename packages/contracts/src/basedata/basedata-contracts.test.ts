import { describe, expect, it } from 'vitest';
import { ZNewTrackingCargoRequest } from '../tracking';
import { ZDictRequest } from './dict';
import { ZGetByNameLikeQuery } from './port-facility';
import { ZSysSwitchForRegionQuery } from './sys-switch';

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('query parameters', () => {
  it('reads flags strictly and codes upper-cased', () => {
    expect(ZGetByNameLikeQuery.parse({ name: ' 上海 ', filterIgnorePorts: 'false', carrier: 'pan' })).toEqual({
      name: '上海',
      filterIgnorePorts: false,
      carrier: 'PAN',
    });
    expect(ZGetByNameLikeQuery.parse({ name: 'x', filterIgnorePorts: '1' }).filterIgnorePorts).toBe(true);
    expect(ZGetByNameLikeQuery.parse({ name: 'x' }).filterIgnorePorts).toBe(false);
    expect(messagesOf(ZGetByNameLikeQuery.safeParse({ name: 'x', filterIgnorePorts: 'yes' }))).toEqual(['filterIgnorePorts: 只能是 true 或 false']);
    expect(messagesOf(ZGetByNameLikeQuery.safeParse({ name: 'x', carrier: 'P N' }))).toEqual(['carrier: 承运人代码格式不正确']);
  });

  it('reads a list given comma-separated or repeated', () => {
    expect(ZSysSwitchForRegionQuery.parse({ type: 'ORDERING', fPols: 'sha, ngb,' }).fPols).toEqual(['SHA', 'NGB']);
    expect(ZSysSwitchForRegionQuery.parse({ type: 'ORDERING', fPols: ['SHA', 'WUH'] }).fPols).toEqual(['SHA', 'WUH']);
    expect(messagesOf(ZSysSwitchForRegionQuery.safeParse({ type: 'ORDERING', fPols: ' , ' }))).toEqual(['fPols: 请选择起运港']);
  });
});

describe('messages a user reads', () => {
  it('asks once for a missing search text or waybill number', () => {
    expect(messagesOf(ZGetByNameLikeQuery.safeParse({ name: '  ' }))).toEqual(['name: 请输入港口名称或代码']);
    expect(messagesOf(ZNewTrackingCargoRequest.safeParse({ bkgNo: '' }))).toEqual(['bkgNo: 请输入运单号']);
    expect(messagesOf(ZNewTrackingCargoRequest.safeParse({}))).toEqual(['bkgNo: 请输入运单号']);
    expect(messagesOf(ZNewTrackingCargoRequest.safeParse(null))).toEqual([': 请输入运单号']);
  });

  it('requires at least one dictionary type', () => {
    expect(messagesOf(ZDictRequest.safeParse({ dataItemTypes: [] }))).toEqual(['dataItemTypes: 请指定字典类型']);
    expect(ZDictRequest.parse({ dataItemTypes: ['UNIT'], name: ' 吨 ' })).toEqual({ dataItemTypes: ['UNIT'], name: '吨' });
  });
});
