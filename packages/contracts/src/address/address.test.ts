import { describe, expect, it } from 'vitest';
import { ZAddUserAddressRequest, ZCheckAddressLabelRequest } from './address';

const issuesOf = (value: unknown) => ZAddUserAddressRequest.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('address-book entries', () => {
  const person = { addressType: 'E', label: '紧急联系人', contactName: '李秀英', mobile: '13585732196' };

  it('accept a person with a mobile, defaulting the flags and dropping empty optional fields', () => {
    const parsed = ZAddUserAddressRequest.parse({ ...person, email: '', title: '' });
    expect(parsed).toMatchObject({ isCompany: 0, isDefault: 0 });
    expect(parsed.email).toBeUndefined();
    expect(parsed.title).toBeUndefined();
  });

  it('need a company name for a company and a number for everyone', () => {
    expect(issuesOf({ ...person, isCompany: 1 })).toEqual(['companyName: 请输入公司名称']);
    expect(issuesOf({ ...person, mobile: '' })).toEqual(['mobile: 手机号码和固定电话至少填写一项']);
    expect(issuesOf({ ...person, mobile: undefined, phone: '021-58881234' })).toEqual([]);
  });

  it('need the region and the street address for door addresses (L, D) only', () => {
    expect(issuesOf({ ...person, addressType: 'D' })).toEqual(['provinceName: 请选择省/市/区', 'detailAddress: 请输入详细地址']);
    expect(issuesOf({ ...person, addressType: 'C' })).toEqual([]);
  });

  it('check labels as typed: trimmed, 1-20 characters', () => {
    expect(ZCheckAddressLabelRequest.parse({ addressType: 'S', label: '  上海  ' }).label).toBe('上海');
    expect(ZCheckAddressLabelRequest.safeParse({ addressType: 'S', label: ' ' }).error?.issues[0]?.message).toBe('请输入标签');
  });
});
