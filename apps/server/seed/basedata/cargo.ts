import { LIQUID_BAG_CARGO_TYPE_CODE } from '@coastbook/domain';
import type { cargoBriefDesc, cargoSubType, cargoType, containerCargoType } from '../../src/modules/basedata/basedata.tables';

/** Cargo types. 0 is general cargo (a 'common' product, 001 §3); 110 is liquid bag (001 §3). */
export const CARGO_TYPES: Array<typeof cargoType.$inferInsert> = [
  { code: '0', cnnme: '普通货物', ennme: 'General cargo' },
  { code: '1', cnnme: '危险品', ennme: 'Dangerous goods', isDangerous: true },
  { code: '2', cnnme: '冷藏货物', ennme: 'Refrigerated cargo', isReefer: true },
  { code: '3', cnnme: '超限货物', ennme: 'Out-of-gauge cargo' },
  { code: LIQUID_BAG_CARGO_TYPE_CODE, cnnme: '液袋货物', ennme: 'Flexitank liquid cargo', isSpecialLine: true },
  { code: '120', cnnme: '罐箱液体', ennme: 'ISO tank liquid', isSpecialLine: true },
];

/** Which cargo types each container type may carry; a flexitank fits a 20' dry box only. */
const CARGO_TYPES_BY_CONTAINER: Record<string, string[]> = {
  '20GP': ['0', '1', LIQUID_BAG_CARGO_TYPE_CODE],
  '40GP': ['0', '1'],
  '40HQ': ['0', '1'],
  '45HQ': ['0'],
  '20RF': ['2'],
  '40RF': ['2'],
  '40RH': ['2'],
  '20OT': ['0', '3'],
  '40OT': ['0', '3'],
  '20FR': ['3'],
  '40FR': ['3'],
  '20TK': ['120', '1'],
};

export const CONTAINER_CARGO_TYPES: Array<typeof containerCargoType.$inferInsert> = Object.entries(CARGO_TYPES_BY_CONTAINER).flatMap(
  ([containerTypeCode, cargoTypeCodes]) => cargoTypeCodes.map((cargoTypeCode) => ({ containerTypeCode, cargoTypeCode })),
);

/**
 * Commodities, coded by family: 10 grain and feed, 20 building materials, 30 chemicals (non-hazardous),
 * 40 metals, 50 paper and wood, 60 food and drink, 70 manufactured goods, 80 liquid bag,
 * 81 dangerous goods, 82 tank liquids, 83 out-of-gauge, 90 refrigerated.
 */
const BRIEF_DESCS: Array<[code: string, cnnme: string, ennme: string, cargoTypeCode: string]> = [
  ['100001', '玉米', 'Corn', '0'],
  ['100002', '大豆', 'Soybeans', '0'],
  ['100003', '小麦', 'Wheat', '0'],
  ['100004', '稻谷', 'Paddy', '0'],
  ['100005', '大米', 'Rice', '0'],
  ['100006', '高粱', 'Sorghum', '0'],
  ['100007', '豆粕', 'Soybean meal', '0'],
  ['100008', '饲料', 'Animal feed', '0'],
  ['100009', '木薯干', 'Dried cassava', '0'],
  ['200001', '瓷砖', 'Ceramic tiles', '0'],
  ['200002', '石材', 'Stone slabs', '0'],
  ['200003', '水泥', 'Cement', '0'],
  ['200004', '玻璃', 'Glass', '0'],
  ['200005', '石英砂', 'Quartz sand', '0'],
  ['200006', '卫生洁具', 'Sanitary ware', '0'],
  ['300001', '化肥', 'Chemical fertiliser', '0'],
  ['300002', '塑料颗粒', 'Plastic pellets', '0'],
  ['300003', 'PVC树脂', 'PVC resin', '0'],
  ['300004', '纯碱', 'Soda ash', '0'],
  ['300005', '轮胎', 'Tyres', '0'],
  ['400001', '钢材', 'Steel products', '0'],
  ['400002', '铝锭', 'Aluminium ingots', '0'],
  ['400003', '铜材', 'Copper products', '0'],
  ['400004', '铁合金', 'Ferroalloys', '0'],
  ['400005', '废钢', 'Steel scrap', '0'],
  ['500001', '纸浆', 'Wood pulp', '0'],
  ['500002', '纸制品', 'Paper products', '0'],
  ['500003', '原木', 'Logs', '0'],
  ['500004', '木材板材', 'Sawn timber and boards', '0'],
  ['500005', '家具', 'Furniture', '0'],
  ['600001', '饮料', 'Beverages', '0'],
  ['600002', '啤酒', 'Beer', '0'],
  ['600003', '白糖', 'Sugar', '0'],
  ['600004', '食盐', 'Salt', '0'],
  ['600005', '罐头食品', 'Canned food', '0'],
  ['600006', '方便食品', 'Instant food', '0'],
  ['600007', '瓶装水', 'Bottled water', '0'],
  ['700001', '家电', 'Household appliances', '0'],
  ['700002', '汽车配件', 'Auto parts', '0'],
  ['700003', '纺织品', 'Textiles', '0'],
  ['700004', '日用百货', 'Daily necessities', '0'],
  ['700005', '机械设备', 'Machinery', '0'],
  ['700006', '电子产品', 'Electronics', '0'],
  ['700007', '电线电缆', 'Wires and cables', '0'],
  ['700008', '日用陶瓷', 'Household ceramics', '0'],
  ['800001', '食用油', 'Edible oil', LIQUID_BAG_CARGO_TYPE_CODE],
  ['800002', '糖浆', 'Syrup', LIQUID_BAG_CARGO_TYPE_CODE],
  ['800003', '天然乳胶', 'Natural latex', LIQUID_BAG_CARGO_TYPE_CODE],
  ['800004', '甘油', 'Glycerine', LIQUID_BAG_CARGO_TYPE_CODE],
  ['800005', '散装葡萄酒', 'Bulk wine', LIQUID_BAG_CARGO_TYPE_CODE],
  ['810001', '油漆', 'Paint (UN1263)', '1'],
  ['810002', '锂电池', 'Lithium batteries (UN3480)', '1'],
  ['810003', '硫磺', 'Sulphur (UN1350)', '1'],
  ['820001', '液体化工品（非危）', 'Non-hazardous liquid chemicals', '120'],
  ['820002', '食品级液体', 'Food-grade liquids', '120'],
  ['830001', '大型设备', 'Oversized equipment', '3'],
  ['830002', '工程车辆', 'Construction vehicles', '3'],
  ['900001', '冻肉', 'Frozen meat', '2'],
  ['900002', '冻水产品', 'Frozen seafood', '2'],
  ['900003', '新鲜水果', 'Fresh fruit', '2'],
  ['900004', '蔬菜', 'Vegetables', '2'],
  ['900005', '乳制品', 'Dairy products', '2'],
];

export const CARGO_BRIEF_DESCS: Array<typeof cargoBriefDesc.$inferInsert> = BRIEF_DESCS.map(([code, cnnme, ennme, cargoTypeCode]) => ({
  code,
  cnnme,
  ennme,
  cargoTypeCode,
}));

/** Packing or grade of the busiest commodities; code = commodity code + two digits. */
const SUB_TYPES: Record<string, string[]> = {
  '100001': ['散装玉米', '袋装玉米'],
  '100002': ['散装大豆', '袋装大豆'],
  '100005': ['袋装大米'],
  '200001': ['抛光砖', '釉面砖'],
  '300001': ['尿素', '复合肥', '磷肥', '钾肥'],
  '400001': ['卷钢', '钢板', '螺纹钢', '型钢', '钢管'],
  '500001': ['漂白木浆', '本色木浆'],
  '600001': ['瓶装饮料', '罐装饮料'],
  '700001': ['冰箱', '洗衣机', '空调', '电视机'],
  '800001': ['大豆油', '菜籽油', '棕榈油', '花生油'],
  '900001': ['冻猪肉', '冻牛肉', '冻鸡肉'],
};

export const CARGO_SUB_TYPES: Array<typeof cargoSubType.$inferInsert> = Object.entries(SUB_TYPES).flatMap(([cargoBriefDescCode, names]) =>
  names.map((cnnme, index) => ({
    code: `${cargoBriefDescCode}${String(index + 1).padStart(2, '0')}`,
    cnnme,
    cargoBriefDescCode,
  })),
);
