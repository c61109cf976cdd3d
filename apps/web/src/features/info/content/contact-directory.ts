import type { BilingualText } from '@coastbook/domain';

/**
 * The data of 联系我们 (/aboutUs/callUs): the service offices at the ports the schedule serves (通讯录,
 * /aboutUs/callUs/addressBook) and the customer-service duty arrangement (值班表, /aboutUs/callUs/rota).
 * The three portal hotlines live in config/portal-contacts.ts and are not repeated here; the numbers
 * below are the offices' own lines. Offices are listed north to south, as the hot-port list is.
 */

/** A port an office serves: the port code of the base data and its name. */
export interface ContactOfficePort {
  code: string;
  name: BilingualText;
}

/** One service office (通讯录 entry). */
export interface ContactOffice {
  /** Stable key for lists and anchors. */
  id: string;
  name: BilingualText;
  city: BilingualText;
  ports: readonly ContactOfficePort[];
  address: BilingualText;
  /** The office's booking line, mainland format (area code-number). */
  bookingPhone: string;
  email: string;
  officeHours: BilingualText;
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export type DutyWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The desk that answers when the hotline and online service are closed. */
export interface DutyDesk {
  name: BilingualText;
  phone: string;
  hours: BilingualText;
  /** What the desk handles. */
  handles: BilingualText;
}

/** One day of the duty rota (值班表 row). */
export interface DutyRotaDay {
  weekday: DutyWeekday;
  day: BilingualText;
  /** Service hours of the domestic booking hotline (PORTAL_CONTACTS.domesticHotline), China time. */
  bookingHotlineHours: string;
  /** Service hours of the online customer service, China time. */
  onlineServiceHours: string;
  /** Whether the service offices of CONTACT_OFFICES are open that day (their hours are in officeHours). */
  portOfficesOpen: boolean;
  afterHoursDesk: DutyDesk;
}

export interface DutyRota {
  days: readonly DutyRotaDay[];
  holidayNote: BilingualText;
}

const PORT_OFFICE_HOURS: BilingualText = { zh: '周一至周五 8:30–17:30', en: 'Mon–Fri 8:30–17:30' };

function port(code: string, zh: string, en: string): ContactOfficePort {
  return { code, name: { zh, en } };
}

export const CONTACT_OFFICES: readonly ContactOffice[] = [
  {
    id: 'yingkou',
    name: { zh: '营口办事处', en: 'Yingkou Office' },
    city: { zh: '营口', en: 'Yingkou' },
    ports: [port('YIK', '营口', 'Yingkou'), port('JNZ', '锦州', 'Jinzhou')],
    address: { zh: '辽宁省营口市鲅鱼圈区新港大路56号', en: '56 Xingang Avenue, Bayuquan District, Yingkou, Liaoning' },
    bookingPhone: '0417-628-5200',
    email: 'yingkou@coastbook.example',
    officeHours: PORT_OFFICE_HOURS,
  },
  {
    id: 'dalian',
    name: { zh: '大连分公司', en: 'Dalian Branch' },
    city: { zh: '大连', en: 'Dalian' },
    ports: [port('DLC', '大连', 'Dalian')],
    address: { zh: '辽宁省大连市中山区港湾街18号', en: '18 Gangwan Street, Zhongshan District, Dalian, Liaoning' },
    bookingPhone: '0411-8279-5200',
    email: 'dalian@coastbook.example',
    officeHours: PORT_OFFICE_HOURS,
  },
  {
    id: 'tianjin',
    name: { zh: '天津分公司', en: 'Tianjin Branch' },
    city: { zh: '天津', en: 'Tianjin' },
    ports: [port('TSN', '天津', 'Tianjin')],
    address: { zh: '天津市滨海新区新港二号路35号', en: '35 Xingang No. 2 Road, Binhai New Area, Tianjin' },
    bookingPhone: '022-2560-5200',
    email: 'tianjin@coastbook.example',
    officeHours: PORT_OFFICE_HOURS,
  },
  {
    id: 'qingdao',
    name: { zh: '青岛分公司', en: 'Qingdao Branch' },
    city: { zh: '青岛', en: 'Qingdao' },
    ports: [port('TAO', '青岛', 'Qingdao'), port('RZH', '日照', 'Rizhao')],
    address: { zh: '山东省青岛市黄岛区前湾港路99号', en: '99 Qianwangang Road, Huangdao District, Qingdao, Shandong' },
    bookingPhone: '0532-8098-5200',
    email: 'qingdao@coastbook.example',
    officeHours: PORT_OFFICE_HOURS,
  },
  {
    id: 'lianyungang',
    name: { zh: '连云港办事处', en: 'Lianyungang Office' },
    city: { zh: '连云港', en: 'Lianyungang' },
    ports: [port('LYG', '连云港', 'Lianyungang')],
    address: { zh: '江苏省连云港市连云区中山西路8号', en: '8 Zhongshan West Road, Lianyun District, Lianyungang, Jiangsu' },
    bookingPhone: '0518-8231-5200',
    email: 'lianyungang@coastbook.example',
    officeHours: PORT_OFFICE_HOURS,
  },
  {
    id: 'shanghai',
    name: { zh: '上海订舱中心', en: 'Shanghai Booking Centre' },
    city: { zh: '上海', en: 'Shanghai' },
    ports: [port('SHA', '上海', 'Shanghai')],
    address: { zh: '上海市虹口区东大名路1088号12楼', en: '12/F, 1088 Dongdaming Road, Hongkou District, Shanghai' },
    bookingPhone: '021-6088-5200',
    email: 'shanghai@coastbook.example',
    officeHours: PORT_OFFICE_HOURS,
  },
  {
    id: 'ningbo',
    name: { zh: '宁波分公司', en: 'Ningbo Branch' },
    city: { zh: '宁波', en: 'Ningbo' },
    ports: [port('NGB', '宁波', 'Ningbo')],
    address: { zh: '浙江省宁波市北仑区明州路588号', en: '588 Mingzhou Road, Beilun District, Ningbo, Zhejiang' },
    bookingPhone: '0574-8687-5200',
    email: 'ningbo@coastbook.example',
    officeHours: PORT_OFFICE_HOURS,
  },
  {
    id: 'xiamen',
    name: { zh: '厦门分公司', en: 'Xiamen Branch' },
    city: { zh: '厦门', en: 'Xiamen' },
    ports: [port('XMN', '厦门', 'Xiamen')],
    address: { zh: '福建省厦门市海沧区海沧大道367号', en: '367 Haicang Avenue, Haicang District, Xiamen, Fujian' },
    bookingPhone: '0592-602-5200',
    email: 'xiamen@coastbook.example',
    officeHours: PORT_OFFICE_HOURS,
  },
  {
    id: 'shenzhen',
    name: { zh: '深圳办事处', en: 'Shenzhen Office' },
    city: { zh: '深圳', en: 'Shenzhen' },
    ports: [port('SHK', '蛇口', 'Shekou')],
    address: { zh: '广东省深圳市南山区蛇口港湾大道22号', en: '22 Gangwan Avenue, Shekou, Nanshan District, Shenzhen, Guangdong' },
    bookingPhone: '0755-2688-5200',
    email: 'shenzhen@coastbook.example',
    officeHours: PORT_OFFICE_HOURS,
  },
  {
    id: 'guangzhou',
    name: { zh: '广州分公司', en: 'Guangzhou Branch' },
    city: { zh: '广州', en: 'Guangzhou' },
    ports: [port('NSA', '南沙', 'Nansha')],
    address: { zh: '广东省广州市南沙区港前大道南162号', en: '162 Gangqian Avenue South, Nansha District, Guangzhou, Guangdong' },
    bookingPhone: '020-3909-5200',
    email: 'guangzhou@coastbook.example',
    officeHours: PORT_OFFICE_HOURS,
  },
  {
    id: 'zhanjiang',
    name: { zh: '湛江办事处', en: 'Zhanjiang Office' },
    city: { zh: '湛江', en: 'Zhanjiang' },
    ports: [port('ZHA', '湛江', 'Zhanjiang')],
    address: { zh: '广东省湛江市霞山区友谊路1号', en: '1 Youyi Road, Xiashan District, Zhanjiang, Guangdong' },
    bookingPhone: '0759-228-5200',
    email: 'zhanjiang@coastbook.example',
    officeHours: PORT_OFFICE_HOURS,
  },
  {
    id: 'qinzhou',
    name: { zh: '北部湾办事处', en: 'Beibu Gulf Office' },
    city: { zh: '钦州', en: 'Qinzhou' },
    ports: [port('QZH', '钦州', 'Qinzhou'), port('FAN', '防城', 'Fangcheng'), port('BHY', '北海', 'Beihai')],
    address: { zh: '广西壮族自治区钦州市钦州港区金海湾东大街1号', en: '1 Jinhaiwan East Street, Qinzhou Port Area, Qinzhou, Guangxi' },
    bookingPhone: '0777-388-5200',
    email: 'qinzhou@coastbook.example',
    officeHours: PORT_OFFICE_HOURS,
  },
  {
    id: 'haikou',
    name: { zh: '海口分公司', en: 'Haikou Branch' },
    city: { zh: '海口', en: 'Haikou' },
    ports: [port('HAK', '海口', 'Haikou'), port('YPG', '洋浦', 'Yangpu')],
    address: { zh: '海南省海口市秀英区滨海大道8号', en: '8 Binhai Avenue, Xiuying District, Haikou, Hainan' },
    bookingPhone: '0898-6866-5200',
    email: 'haikou@coastbook.example',
    officeHours: PORT_OFFICE_HOURS,
  },
];

/** The hotline and online service hours, the same every day (the footer's 服务时间). */
const SERVICE_HOURS = '8:30–20:30';

const NIGHT_DUTY_DESK: DutyDesk = {
  name: { zh: '上海订舱中心值班台', en: 'Shanghai Booking Centre duty desk' },
  phone: '021-6088-5299',
  hours: { zh: '20:30–次日8:30', en: '20:30–8:30 the next day' },
  handles: {
    zh: '紧急放箱、截港变更、在途异常等需要当晚处理的事项；一般咨询请在服务时间内联系热线或在线客服。',
    en: 'Urgent matters that cannot wait until morning, such as empty-container release, cut-off changes and problems in transit; for general enquiries please use the hotline or online service during service hours.',
  },
};

function dutyDay(weekday: DutyWeekday, zh: string, en: string, portOfficesOpen: boolean): DutyRotaDay {
  return {
    weekday,
    day: { zh, en },
    bookingHotlineHours: SERVICE_HOURS,
    onlineServiceHours: SERVICE_HOURS,
    portOfficesOpen,
    afterHoursDesk: NIGHT_DUTY_DESK,
  };
}

export const DUTY_ROTA: DutyRota = {
  days: [
    dutyDay(1, '周一', 'Monday', true),
    dutyDay(2, '周二', 'Tuesday', true),
    dutyDay(3, '周三', 'Wednesday', true),
    dutyDay(4, '周四', 'Thursday', true),
    dutyDay(5, '周五', 'Friday', true),
    dutyDay(6, '周六', 'Saturday', false),
    dutyDay(7, '周日', 'Sunday', false),
  ],
  holidayNote: {
    zh: '法定节假日期间，订舱热线和在线客服照常服务，上海订舱中心值班台照常值守，各港口服务网点按国家规定放假；节假日服务安排如有调整，将通过站内消息另行通知。',
    en: 'On public holidays the booking hotline and online service keep their usual hours and the Shanghai Booking Centre duty desk stays on watch, while the port offices close as the national holiday schedule sets; any change to holiday arrangements will be announced by site message.',
  },
};
