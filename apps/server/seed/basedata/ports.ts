import type { portFacility } from '../../src/modules/basedata/basedata.tables';

type PortFacilityRow = typeof portFacility.$inferInsert;

/**
 * Coastal and river ports for domestic container booking, north to south (that order is also the
 * order of the hot-port list). Codes are the
 * UN/LOCODE without its CN prefix, as carriers write them (SHA, SWA, HAK, JNZ in 001 §9).
 * SWA is the code the shipping lines use for Shantou; the UN list also carries it as CNSWA.
 */
function port(code: string, cnnme: string, ennme: string, province: string, options: { hot?: boolean; ignored?: boolean } = {}): PortFacilityRow {
  return { code, type: 'P', cnnme, ennme, unLocode: `CN${code}`, province, isHot: options.hot ?? false, isIgnored: options.ignored ?? false };
}

export const PORTS: PortFacilityRow[] = [
  port('DDG', '丹东', 'Dandong', '辽宁'),
  port('YIK', '营口', 'Yingkou', '辽宁', { hot: true }),
  port('DLC', '大连', 'Dalian', '辽宁', { hot: true }),
  port('JNZ', '锦州', 'Jinzhou', '辽宁'),
  port('HUD', '葫芦岛', 'Huludao', '辽宁', { ignored: true }),
  port('SHP', '秦皇岛', 'Qinhuangdao', '河北'),
  port('TSN', '天津', 'Tianjin', '天津', { hot: true }),
  port('LKU', '龙口', 'Longkou', '山东'),
  port('YNT', '烟台', 'Yantai', '山东'),
  port('WEI', '威海', 'Weihai', '山东'),
  port('TAO', '青岛', 'Qingdao', '山东', { hot: true }),
  port('RZH', '日照', 'Rizhao', '山东'),
  port('LYG', '连云港', 'Lianyungang', '江苏'),
  port('NTG', '南通', 'Nantong', '江苏'),
  port('TAG', '太仓', 'Taicang', '江苏'),
  port('ZJG', '张家港', 'Zhangjiagang', '江苏'),
  port('JIA', '江阴', 'Jiangyin', '江苏'),
  port('NKG', '南京', 'Nanjing', '江苏'),
  port('SHA', '上海', 'Shanghai', '上海', { hot: true }),
  port('NGB', '宁波', 'Ningbo', '浙江', { hot: true }),
  port('ZOS', '舟山', 'Zhoushan', '浙江'),
  port('TZO', '台州', 'Taizhou', '浙江'),
  port('WNZ', '温州', 'Wenzhou', '浙江'),
  port('FOC', '福州', 'Fuzhou', '福建'),
  port('QZJ', '泉州', 'Quanzhou', '福建'),
  port('XMN', '厦门', 'Xiamen', '福建', { hot: true }),
  port('SWA', '汕头', 'Shantou', '广东'),
  port('HUI', '惠州', 'Huizhou', '广东'),
  port('YTN', '盐田', 'Yantian', '广东'),
  port('SHK', '蛇口', 'Shekou', '广东'),
  port('NSA', '南沙', 'Nansha', '广东', { hot: true }),
  port('HUA', '黄埔', 'Huangpu', '广东'),
  port('ZUH', '珠海', 'Zhuhai', '广东'),
  port('JMN', '江门', 'Jiangmen', '广东'),
  port('ZHA', '湛江', 'Zhanjiang', '广东'),
  port('QZH', '钦州', 'Qinzhou', '广西'),
  port('FAN', '防城', 'Fangcheng', '广西'),
  port('BHY', '北海', 'Beihai', '广西'),
  port('HAK', '海口', 'Haikou', '海南'),
  port('YPG', '洋浦', 'Yangpu', '海南'),
  port('JIU', '九江', 'Jiujiang', '江西'),
  port('WUH', '武汉', 'Wuhan', '湖北'),
  port('CKG', '重庆', 'Chongqing', '重庆', { ignored: true }),
];

/** Terminal facilities inside the ports; code = port code + number. */
function facility(code: string, cnnme: string, ennme: string): PortFacilityRow {
  const portCode = code.slice(0, 3);
  const parent = PORTS.find((candidate) => candidate.code === portCode);
  if (!parent) throw new Error(`facility ${code}: unknown port ${portCode}`);
  return { code, type: 'F', cnnme, ennme, province: parent.province, parentPortCode: portCode };
}

export const TERMINAL_FACILITIES: PortFacilityRow[] = [
  facility('YIK01', '营口港鲅鱼圈集装箱码头', 'Yingkou Bayuquan Container Terminal'),
  facility('YIK02', '营口港仙人岛码头', 'Yingkou Xianrendao Terminal'),
  facility('DLC01', '大连港大窑湾集装箱码头', 'Dalian Dayaowan Container Terminal'),
  facility('DLC02', '大连港大港区码头', 'Dalian Dagang Terminal'),
  facility('JNZ01', '锦州港集装箱码头', 'Jinzhou Port Container Terminal'),
  facility('TSN01', '天津港太平洋国际集装箱码头', 'Tianjin Pacific International Container Terminal'),
  facility('TSN02', '天津港东疆集装箱码头', 'Tianjin Dongjiang Container Terminal'),
  facility('TAO01', '青岛前湾集装箱码头', 'Qingdao Qianwan Container Terminal'),
  facility('TAO02', '青岛港董家口港区码头', 'Qingdao Dongjiakou Terminal'),
  facility('RZH01', '日照港石臼港区集装箱码头', 'Rizhao Shijiu Container Terminal'),
  facility('LYG01', '连云港新东方集装箱码头', 'Lianyungang New Oriental Container Terminal'),
  facility('SHA01', '上海外高桥集装箱码头', 'Shanghai Waigaoqiao Container Terminal'),
  facility('SHA02', '上海洋山深水港集装箱码头', 'Shanghai Yangshan Deep-Water Container Terminal'),
  facility('SHA03', '上海罗泾港区码头', 'Shanghai Luojing Terminal'),
  facility('NGB01', '宁波北仑集装箱码头', 'Ningbo Beilun Container Terminal'),
  facility('NGB02', '宁波梅山集装箱码头', 'Ningbo Meishan Container Terminal'),
  facility('FOC01', '福州江阴集装箱码头', 'Fuzhou Jiangyin Container Terminal'),
  facility('XMN01', '厦门海沧集装箱码头', 'Xiamen Haicang Container Terminal'),
  facility('XMN02', '厦门嵩屿集装箱码头', 'Xiamen Songyu Container Terminal'),
  facility('SWA01', '汕头港珠池集装箱码头', 'Shantou Zhuchi Container Terminal'),
  facility('SHK01', '深圳蛇口集装箱码头', 'Shenzhen Shekou Container Terminal'),
  facility('NSA01', '广州南沙集装箱码头', 'Guangzhou Nansha Container Terminal'),
  facility('HUA01', '广州黄埔新港码头', 'Guangzhou Huangpu Xingang Terminal'),
  facility('ZHA01', '湛江港宝满集装箱码头', 'Zhanjiang Baoman Container Terminal'),
  facility('QZH01', '钦州港大榄坪集装箱码头', 'Qinzhou Dalanping Container Terminal'),
  facility('HAK01', '海口港秀英港区码头', 'Haikou Xiuying Terminal'),
  facility('HAK02', '海口港新海港区码头', 'Haikou Xinhai Terminal'),
  facility('YPG01', '洋浦小铲滩集装箱码头', 'Yangpu Xiaochantan Container Terminal'),
];

/**
 * Inland rail stations for sea-rail products; parent = the sea port the rail leg connects to.
 * Code = the city's three-letter code + number.
 */
function railStation(code: string, cnnme: string, ennme: string, province: string, seaPortCode: string): PortFacilityRow {
  return { code, type: 'R', cnnme, ennme, province, parentPortCode: seaPortCode };
}

export const RAIL_STATIONS: PortFacilityRow[] = [
  railStation('HRB31', '哈尔滨香坊', 'Harbin Xiangfang', '黑龙江', 'DLC'),
  railStation('CGQ31', '长春东', 'Changchun East', '吉林', 'YIK'),
  railStation('SHE31', '沈阳东', 'Shenyang East', '辽宁', 'YIK'),
  railStation('BAV31', '包头东', 'Baotou East', '内蒙古', 'TSN'),
  railStation('LHW31', '兰州东川', 'Lanzhou Dongchuan', '甘肃', 'TSN'),
  railStation('CGO31', '郑州圃田', 'Zhengzhou Putian', '河南', 'TAO'),
  railStation('SIA31', '西安国际港', "Xi'an International Port", '陕西', 'LYG'),
  railStation('URC31', '乌鲁木齐集装箱中心站', 'Urumqi Container Centre Station', '新疆', 'LYG'),
  railStation('CTU31', '成都城厢', 'Chengdu Chengxiang', '四川', 'QZH'),
  railStation('CKG31', '重庆团结村', 'Chongqing Tuanjiecun', '重庆', 'QZH'),
  railStation('KWE31', '贵阳都拉营', 'Guiyang Dulaying', '贵州', 'QZH'),
  railStation('KMG31', '昆明王家营西', 'Kunming Wangjiaying West', '云南', 'FAN'),
];

/** Ports each carrier calls; PAN, the default carrier, calls every port open for booking. */
const CARRIER_PORT_CODES: Record<string, string[]> = {
  PAN: PORTS.filter((row) => !row.isIgnored).map((row) => row.code),
  ANT: ['YIK', 'DLC', 'JNZ', 'TSN', 'TAO', 'RZH', 'SHA', 'NGB', 'FOC', 'XMN', 'SWA', 'SHK', 'NSA', 'ZHA', 'QZH', 'HAK', 'YPG'],
  HED: ['YIK', 'JNZ', 'TSN', 'TAO', 'LYG', 'SHA', 'NGB', 'FOC', 'XMN', 'NSA', 'HUA'],
  XIN: ['DLC', 'YIK', 'JNZ', 'TSN', 'TAO', 'SHA', 'NSA', 'QZH', 'FAN', 'BHY', 'HAK'],
  JUN: ['YIK', 'DLC', 'TAO', 'RZH', 'LYG', 'TAG', 'ZJG', 'JIA', 'NKG', 'JIU', 'WUH', 'SHA', 'NSA'],
  ZHG: ['TSN', 'TAO', 'SHA', 'NGB', 'XMN', 'SHK', 'YTN', 'NSA', 'HAK', 'YPG'],
  NBY: ['DLC', 'YIK', 'TSN', 'TAO', 'NGB', 'ZOS', 'TZO', 'WNZ', 'FOC', 'NSA', 'HAK'],
};

export const CARRIER_PORTS = Object.entries(CARRIER_PORT_CODES).flatMap(([carrierCode, portCodes]) =>
  portCodes.map((portCode) => ({ carrierCode, portCode })),
);
