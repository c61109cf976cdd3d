import type { serviceLoop } from '../../src/modules/basedata/basedata.tables';

/** A few loops per carrier so the loop picker has data; the product area adds the loops it sells. */
const LOOPS: Array<[carrierCode: string, abbreviation: string, cnnme: string, ennme: string, portRotation: string[]]> = [
  ['PAN', 'NSX1', '北方-华南一线', 'North-South China Express 1', ['YIK', 'DLC', 'TAO', 'NSA', 'SHK']],
  ['PAN', 'NSX2', '北方-华南二线', 'North-South China Express 2', ['JNZ', 'TSN', 'RZH', 'XMN', 'NSA']],
  ['PAN', 'NHN', '北方-海南线', 'North China-Hainan Service', ['YIK', 'TSN', 'TAO', 'HAK', 'YPG']],
  ['PAN', 'NGX', '北方-广西线', 'North China-Guangxi Service', ['DLC', 'YIK', 'QZH', 'FAN']],
  ['PAN', 'YZF', '长江支线', 'Yangtze River Feeder', ['SHA', 'TAG', 'ZJG', 'NKG', 'WUH']],
  ['ANT', 'AN1', '东北-华南快线', 'Northeast-South China Express', ['YIK', 'DLC', 'NSA', 'SHK', 'ZHA']],
  ['HED', 'HD1', '华北-华东快线', 'North-East China Shuttle', ['TSN', 'TAO', 'SHA', 'NGB']],
  ['XIN', 'XH1', '环渤海-北部湾线', 'Bohai Rim-Beibu Gulf Service', ['TSN', 'DLC', 'QZH', 'BHY', 'HAK']],
  ['JUN', 'JY1', '山东-华南线', 'Shandong-South China Service', ['RZH', 'TAO', 'LYG', 'NSA']],
  ['ZHG', 'ZG1', '华东-华南线', 'East-South China Service', ['SHA', 'NGB', 'XMN', 'SHK']],
  ['NBY', 'NB1', '宁波-东北线', 'Ningbo-Northeast Service', ['NGB', 'DLC', 'YIK']],
];

export const SERVICE_LOOPS: Array<typeof serviceLoop.$inferInsert> = LOOPS.map(([carrierCode, abbreviation, cnnme, ennme, portRotation]) => ({
  carrierCode,
  abbreviation,
  cnnme,
  ennme,
  portRotation,
}));
