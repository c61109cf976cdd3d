import type { RouteIntroductionPageType } from '@coastbook/domain';
import type { BilingualArticle } from './article';

/** The route pages written as articles; 具体航线 and 航线规模 show live schedule figures instead. */
export type RouteArticlePageType = Extract<RouteIntroductionPageType, 'routedAdvantage' | 'routeCharacteristics'>;

/** The route pages whose body is drawn from the sailing schedule: only their heading is text. */
export type LiveRoutePageType = Extract<RouteIntroductionPageType, 'specificRoute' | 'routeSize'>;

export interface RoutePageIntro {
  title: string;
  summary: string;
}

/**
 * The ports and lanes named here are those of the scheduled service loops (seed LOOP_PLANS): the texts
 * name no counts, days or prices, which the live pages and the sailing search show from the schedule.
 */
export const ROUTE_ARTICLES: Record<RouteArticlePageType, BilingualArticle> = {
  routedAdvantage: {
    zh: {
      title: '航线优势',
      summary: '航线覆盖中国沿海南北主要港口，每周定班开航，班期、舱位和运价均可在线查询。',
      sections: [
        {
          heading: '覆盖南北沿海',
          blocks: [
            {
              kind: 'paragraph',
              text: '航线北起辽宁营口、大连、锦州，经天津、青岛、日照、连云港，连接上海、宁波、厦门，南至深圳蛇口、广州南沙、湛江，并延伸至广西钦州、防城、北海和海南海口、洋浦，覆盖东北、华北、山东、华东、福建、华南、北部湾和海南之间的内贸主要流向。',
            },
          ],
        },
        {
          heading: '每周定班',
          blocks: [
            {
              kind: 'list',
              items: [
                '各航线每周在固定日期开航，南下、北上往返运营，便于提前安排生产、集港和收货。',
                '每条航线的挂港顺序、投入船舶、每周班次和航程天数，可在“具体航线”中查看。',
                '航线查询提供班期周视图，可按开船日期、价格或航程排序，快速找到合适的班期。',
              ],
            },
            {
              kind: 'links',
              items: [{ to: '/routeIntroduction/routeType?pageType=specificRoute', label: '查看具体航线' }],
            },
          ],
        },
        {
          heading: '海铁联运延伸内陆',
          blocks: [
            {
              kind: 'paragraph',
              text: '通过海铁联运产品，内陆铁路站点的货物可经营口、天津、钦州等港口下海，铁路段与海运段一票到底，一次订舱、一次支付。',
            },
          ],
        },
        {
          heading: '在线订舱与全程跟踪',
          blocks: [
            {
              kind: 'list',
              items: [
                '实时显示各班期、各箱型的剩余舱位和运价，提交订单即锁定舱位。',
                '支持预存账户、运费贷账户以及微信、支付宝、银联扫码等多种支付方式。',
                '承运人确认后即可下载订舱确认书，并凭订舱号跟踪货物运输节点。',
              ],
            },
            {
              kind: 'links',
              items: [
                { to: '/product', label: '查询航线' },
                { to: '/cargoTracking', label: '货物跟踪' },
                { to: '/freightIndex', label: '运价指数' },
              ],
            },
          ],
        },
      ],
    },
    en: {
      title: 'Route advantages',
      summary: "The routes cover the main ports along China's coast from north to south, with weekly fixed-day sailings, and schedules, space and prices can all be checked online.",
      sections: [
        {
          heading: 'The whole coast, north to south',
          blocks: [
            {
              kind: 'paragraph',
              text: 'From Yingkou, Dalian and Jinzhou in Liaoning, the routes run via Tianjin, Qingdao, Rizhao and Lianyungang to Shanghai, Ningbo and Xiamen, south to Shekou (Shenzhen), Nansha (Guangzhou) and Zhanjiang, and on to Qinzhou, Fangcheng and Beihai in Guangxi and Haikou and Yangpu in Hainan, covering the main domestic trades between the Northeast, North China, Shandong, East China, Fujian, South China, the Beibu Gulf and Hainan.',
            },
          ],
        },
        {
          heading: 'Weekly fixed-day sailings',
          blocks: [
            {
              kind: 'list',
              items: [
                'Each route sails on a fixed day every week, southbound and back northbound, so you can plan production, gate-in and receipt ahead.',
                'The port rotation, vessels, weekly sailings and transit days of every route are shown under Route details.',
                'The sailing search has a weekly view of the sailings and sorts them by departure date, price or transit time, so the right sailing is quick to find.',
              ],
            },
            {
              kind: 'links',
              items: [{ to: '/routeIntroduction/routeType?pageType=specificRoute', label: 'See the route details' }],
            },
          ],
        },
        {
          heading: 'Sea-rail reaches inland',
          blocks: [
            {
              kind: 'paragraph',
              text: 'With sea-rail products, cargo from inland rail stations reaches the sea through ports such as Yingkou, Tianjin and Qinzhou, with the rail and sea legs on one booking and one payment.',
            },
          ],
        },
        {
          heading: 'Online booking, end-to-end tracking',
          blocks: [
            {
              kind: 'list',
              items: [
                'The space left and the price of every sailing and container type are shown live, and submitting an order holds the space.',
                'Pay from the prepaid account or the freight-loan account, or by WeChat Pay, Alipay or UnionPay QR code.',
                'Once the carrier confirms, download the booking confirmation and follow the milestones by booking number.',
              ],
            },
            {
              kind: 'links',
              items: [
                { to: '/product', label: 'Search sailings' },
                { to: '/cargoTracking', label: 'Cargo tracking' },
                { to: '/freightIndex', label: 'Freight index' },
              ],
            },
          ],
        },
      ],
    },
  },

  routeCharacteristics: {
    zh: {
      title: '航线特色',
      summary: '以南北干线为骨架，直达连接北方港口与华东、华南、北部湾和海南，并提供海铁联运、冷藏、开顶、液袋等特色运输。',
      sections: [
        {
          heading: '主要流向',
          blocks: [
            {
              kind: 'table',
              columns: ['流向', '主要挂靠港口', '特点'],
              rows: [
                ['东北、华北—华南', '营口、大连、锦州、天津、青岛、日照—厦门、广州南沙、深圳蛇口、湛江', '南北主干线，多条航线每周开航'],
                ['北方—海南', '营口、天津、青岛—海口、洋浦', '北方港口直达海南'],
                ['北方—北部湾', '大连、营口、天津—钦州、防城、北海、海口', '连接西南出海通道'],
                ['华北—华东', '天津、青岛—上海、宁波', '航程短，周转快'],
                ['华东—华南、北部湾', '上海、宁波—厦门、深圳蛇口、钦州、海口', '华东货物直达南方港口'],
                ['山东—华南', '日照、青岛、连云港—广州南沙', '山东、苏北货物直达华南'],
                ['华东—东北', '宁波—大连、营口', '华东与东北之间直达'],
              ],
            },
            {
              kind: 'note',
              tone: 'info',
              text: '各航线的挂港顺序、船舶和班次以“具体航线”页面公布的当前船期为准。',
            },
          ],
        },
        {
          heading: '往返运营',
          blocks: [
            {
              kind: 'paragraph',
              text: '每条航线按固定挂港顺序南下，再沿相反顺序北上返回，往返均有班期，可在航线查询中按起运港和目的港选择。',
            },
          ],
        },
        {
          heading: '特色运输',
          blocks: [
            {
              kind: 'list',
              items: [
                '海铁联运：内陆铁路站点的货物经沿海港口下海，全程一票到底。',
                '冷藏箱：部分航线提供20尺冷藏箱和40尺高冷箱，适合冷冻、冷藏等温控货物。',
                '开顶箱：部分航线提供40尺开顶箱，适合超高或需从箱顶吊装的货物。',
                '液袋专线：在20尺普通箱内铺设液袋，运输食用油、化工液体等液体散货。',
              ],
            },
            {
              kind: 'links',
              items: [
                { to: '/product', label: '内贸航线' },
                { to: '/liquidBag/product', label: '液袋专线' },
              ],
            },
          ],
        },
        {
          heading: '航程与船期信息',
          blocks: [
            {
              kind: 'list',
              items: [
                '航线查询显示每个班期的开船时间、预计到港时间和航程天数，海铁联运的航程包含铁路段。',
                '船期调整、截港安排等由承运人在“配载通知”中发布，订单相关变化通过站内消息通知。',
              ],
            },
            {
              kind: 'links',
              items: [
                { to: '/routeIntroduction/routeType?pageType=routeSize', label: '航线规模' },
                { to: '/stowageInformation', label: '配载通知' },
              ],
            },
          ],
        },
      ],
    },
    en: {
      title: 'Route highlights',
      summary: 'North–south trunk routes link the northern ports directly with East China, South China, the Beibu Gulf and Hainan, with sea-rail, reefer, open-top and liquid-bag services besides.',
      sections: [
        {
          heading: 'Main trades',
          blocks: [
            {
              kind: 'table',
              columns: ['Trade', 'Main ports of call', 'Highlights'],
              rows: [
                ['Northeast and North China – South China', 'Yingkou, Dalian, Jinzhou, Tianjin, Qingdao, Rizhao – Xiamen, Nansha (Guangzhou), Shekou (Shenzhen), Zhanjiang', 'The north–south trunk, with several routes sailing every week'],
                ['North China – Hainan', 'Yingkou, Tianjin, Qingdao – Haikou, Yangpu', 'Direct from the northern ports to Hainan'],
                ['North China – Beibu Gulf', 'Dalian, Yingkou, Tianjin – Qinzhou, Fangcheng, Beihai, Haikou', "Links to the south-west's gateway to the sea"],
                ['North China – East China', 'Tianjin, Qingdao – Shanghai, Ningbo', 'Short transit, quick turnaround'],
                ['East China – South China and Beibu Gulf', 'Shanghai, Ningbo – Xiamen, Shekou (Shenzhen), Qinzhou, Haikou', 'East China cargo direct to the southern ports'],
                ['Shandong – South China', 'Rizhao, Qingdao, Lianyungang – Nansha (Guangzhou)', 'Shandong and northern Jiangsu cargo direct to South China'],
                ['East China – Northeast', 'Ningbo – Dalian, Yingkou', 'Direct between East China and the Northeast'],
              ],
            },
            {
              kind: 'note',
              tone: 'info',
              text: 'The port rotation, vessels and sailings of each route are as the current schedule published under Route details.',
            },
          ],
        },
        {
          heading: 'Both directions',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Each route sails south in a fixed port order and returns north in the reverse order, with sailings both ways; choose them in the sailing search by port of loading and port of discharge.',
            },
          ],
        },
        {
          heading: 'Specialist transport',
          blocks: [
            {
              kind: 'list',
              items: [
                'Sea-rail: cargo from inland rail stations goes to sea through the coastal ports on one through booking.',
                "Reefers: some routes offer 20' reefers and 40' reefer high cubes for frozen, chilled and other temperature-controlled cargo.",
                "Open tops: some routes offer 40' open tops for over-height cargo or cargo loaded from above by crane.",
                "Liquid-bag lines: a flexitank laid in a 20' general-purpose container carries liquid bulk such as edible oil or chemical liquids.",
              ],
            },
            {
              kind: 'links',
              items: [
                { to: '/product', label: 'Domestic routes' },
                { to: '/liquidBag/product', label: 'Liquid-bag lines' },
              ],
            },
          ],
        },
        {
          heading: 'Transit and schedule information',
          blocks: [
            {
              kind: 'list',
              items: [
                'The sailing search shows the departure, estimated arrival and transit days of every sailing; for sea-rail the transit includes the rail leg.',
                'The carrier publishes schedule changes and cut-off arrangements as stowage notices; changes to your orders come by site message.',
              ],
            },
            {
              kind: 'links',
              items: [
                { to: '/routeIntroduction/routeType?pageType=routeSize', label: 'Network size' },
                { to: '/stowageInformation', label: 'Stowage notices' },
              ],
            },
          ],
        },
      ],
    },
  },
};

/** Headings of the live route pages: the figures under them come from the schedule. */
export const ROUTE_PAGE_INTROS: Record<LiveRoutePageType, { zh: RoutePageIntro; en: RoutePageIntro }> = {
  specificRoute: {
    zh: {
      title: '具体航线',
      summary: '各服务航线的挂港顺序、投入船舶、每周班次和航程天数，取自当前船期，随船期调整自动更新。',
    },
    en: {
      title: 'Route details',
      summary: "Each service loop's port rotation, vessels, weekly sailings and transit days, taken from the current schedule and updated whenever it changes.",
    },
  },
  routeSize: {
    zh: {
      title: '航线规模',
      summary: '按近期已排定的船期统计航线网络的规模——航线、挂靠港口、投入船舶与运力、每周班次，并逐条列出各航线的数据。',
    },
    en: {
      title: 'Network size',
      summary: 'The size of the network from the sailings scheduled in the coming weeks — routes, ports of call, vessels and deployed capacity, weekly sailings — with the figures of each route.',
    },
  },
};
