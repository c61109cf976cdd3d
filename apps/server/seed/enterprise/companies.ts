/**
 * What the certified demo companies' business licences say: the enterprise rows (enterprise seeder) and the
 * licence PDFs they were certified with (file/seed-documents) both read these, so the two always agree.
 */
export interface CompanyFacts {
  name: string;
  socialCreditCode: string;
  legalPerson: string;
  address: string;
  /** 经营范围 on the licence. */
  scope: string;
}

const FREIGHT_SCOPE = '国内货物运输代理；集装箱订舱服务；供应链管理服务。';

export const CERTIFIED_COMPANIES = {
  huaxin: {
    name: '上海华信国际物流有限公司',
    socialCreditCode: '91310115MA1HB3XK27',
    legalPerson: '张伟',
    address: '上海市浦东新区张杨路188号汤臣中心A座1506室',
    scope: FREIGHT_SCOPE,
  },
  xinda: {
    name: '上海鑫达集装箱运输有限公司',
    socialCreditCode: '91310118MA1JL8U033',
    legalPerson: '陈强',
    address: '上海市青浦区华新镇华腾路1288号',
    scope: '道路普通货物运输；集装箱道路运输；装卸搬运。',
  },
  gangtong: {
    name: '宁波港通供应链管理有限公司',
    socialCreditCode: '91330206MA2AG7TN80',
    legalPerson: '周涛',
    address: '浙江省宁波市北仑区新碶街道明州路479号',
    scope: FREIGHT_SCOPE,
  },
  hairun: {
    name: '厦门海润进出口贸易有限公司',
    socialCreditCode: '91350200MA31QK5P4J',
    legalPerson: '林晓燕',
    address: '福建省厦门市湖里区象屿路97号厦门国际航运中心D栋',
    scope: '货物进出口；国内贸易代理。',
  },
  huadong: {
    name: '上海华东船务代理有限公司',
    socialCreditCode: '91310109MA1G5Y0R7L',
    legalPerson: '吴建国',
    address: '上海市虹口区东大名路1089号北外滩来福士广场21层',
    scope: '国内船舶代理；国内货物运输代理。',
  },
} as const satisfies Record<string, CompanyFacts>;
