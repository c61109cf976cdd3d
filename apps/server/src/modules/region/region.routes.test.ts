import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../testing/identity';
import { createTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

interface Region {
  uuid: string;
  code: string;
  name: string;
  level: string;
  parentUuid: string | null;
  hasChildren: boolean;
}

describe('region tree (product/cities/getCities, baseData/queryAddressCityLevel, queryCitiesByDetailAddress)', () => {
  it('answers the coastal provinces without a parent, publicly and cacheable', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/web/product/cities/getCities' });
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    const provinces = response.json().data as Region[];
    expect(provinces.map((province) => province.name)).toEqual(expect.arrayContaining(['上海市', '浙江省', '广东省', '山东省', '海南省']));
    expect(provinces.find((province) => province.name === '浙江省')).toEqual({ uuid: '330000', code: '330000', name: '浙江省', level: 'Province', parentUuid: null, hasChildren: true });
  });

  it('walks 浙江省 → 宁波市 → 北仑区 → its towns by parentUuid, with the level filter', async () => {
    const cities = await callApi<Region[]>(testApp, 'GET', 'web/product/cities/getCities', { query: { parentUuid: '330000', level: 'City' } });
    expect(cities.body.data.find((city) => city.name === '宁波市')).toMatchObject({ uuid: '330200', level: 'City' });
    const counties = await callApi<Region[]>(testApp, 'GET', 'web/product/cities/getCities', { query: { parentUuid: '330200' } });
    expect(counties.body.data.find((county) => county.name === '北仑区')).toMatchObject({ uuid: '330206', level: 'County', hasChildren: true });
    const towns = await callApi<Region[]>(testApp, 'GET', 'web/product/cities/getCities', { query: { parentUuid: '330206', level: 'Towns' } });
    expect(towns.body.data.map((town) => town.name)).toContain('新碶街道');
    expect(towns.body.data.every((town) => town.level === 'Towns' && !town.hasChildren)).toBe(true);
    // A level that is not there gives an empty list; a county's towns are not cities.
    expect((await callApi<Region[]>(testApp, 'GET', 'web/product/cities/getCities', { query: { parentUuid: '330206', level: 'City' } })).body.data).toEqual([]);
  });

  it('refuses bad input: an unknown parent, a malformed code, an unknown level', async () => {
    expect((await callApi(testApp, 'GET', 'web/product/cities/getCities', { query: { parentUuid: '999999' } })).body).toMatchObject({ code: 5300, msg: '地区不存在，请重新选择' });
    const malformed = await callApi(testApp, 'GET', 'web/product/cities/getCities', { query: { parentUuid: 'abc' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.msg).toContain('地区编码格式不正确');
    const level = await callApi(testApp, 'GET', 'web/product/cities/getCities', { query: { level: 'Planet' } });
    expect(level.status).toBe(400);
    expect(level.body.msg).toContain('地区级别只能是');
  });

  it('answers the chain of a code from the province down', async () => {
    const chain = await callApi<Array<{ code: string; name: string; level: string }>>(testApp, 'GET', 'web/baseData/queryAddressCityLevel', { query: { code: '330206001' } });
    expect(chain.body.data.map((region) => `${region.level}:${region.name}`)).toEqual(['Province:浙江省', 'City:宁波市', 'County:北仑区', 'Towns:新碶街道']);
    expect((await callApi(testApp, 'GET', 'web/baseData/queryAddressCityLevel', { query: { code: '330299' } })).body.code).toBe(5300);
    expect((await callApi(testApp, 'GET', 'web/baseData/queryAddressCityLevel')).status).toBe(400);
  });

  it('recognises the regions in a free-text address, with or without the province', async () => {
    const names = async (detailAddress: string) =>
      (await callApi<Array<{ name: string }>>(testApp, 'GET', 'web/baseData/queryCitiesByDetailAddress', { query: { detailAddress } })).body.data.map((region) => region.name);
    expect(await names('浙江省宁波市北仑区新碶街道明州路100号')).toEqual(['浙江省', '宁波市', '北仑区', '新碶街道']);
    expect(await names('宁波北仑区大碶街道')).toEqual(['浙江省', '宁波市', '北仑区', '大碶街道']);
    expect(await names('上海市浦东新区洋泾街道')).toEqual(['上海市', '上海市', '浦东新区', '洋泾街道']);
    expect(await names('深圳盐田港')).toEqual(['广东省', '深圳市', '盐田区']);
    expect((await callApi(testApp, 'GET', 'web/baseData/queryCitiesByDetailAddress', { query: { detailAddress: '火星基地' } })).body).toMatchObject({ code: 5301 });
    expect((await callApi(testApp, 'GET', 'web/baseData/queryCitiesByDetailAddress', { query: { detailAddress: '' } })).status).toBe(400);
  });
});
