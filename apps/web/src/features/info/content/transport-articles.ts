import type { TransportIntroductionPageType } from '@coastbook/domain';
import type { BilingualArticle } from './article';

/**
 * The transport introduction (/transport/introduceType?pageType=…): how a domestic container shipment
 * runs, and the services the portal books. The shipping terms are SHIPPING_TERMS 0–3, the reefer ranges
 * the seeded reefer_temperature_limit rows, the notices ORDER_NOTICES; the stand-alone trailer, LCL and
 * online claims pages are not open yet, so the texts send those to the hotlines.
 */
export const TRANSPORT_ARTICLES: Record<TransportIntroductionPageType, BilingualArticle> = {
  guide: {
    zh: {
      title: '运输指南',
      summary: '一票内贸集装箱货物从订舱到交付的完整流程，以及单证、危险品、冷藏箱和重量申报的注意事项。',
      sections: [
        {
          heading: '运输流程',
          blocks: [
            {
              kind: 'steps',
              items: [
                {
                  title: '在线订舱',
                  text: '查询航线，选好班期和箱量后点击“立即托运”，填写托运人、收货人、货物和运输条款并提交订单，舱位随即锁定。',
                  link: { to: '/product', label: '查询航线' },
                },
                {
                  title: '支付与确认',
                  text: '在支付期限内完成支付；承运人审核确认后生成订舱号，订单状态变为“已确认”，可下载订舱确认书。',
                  link: { to: '/orderManagementIndex', label: '我的订单' },
                },
                {
                  title: '提取空箱',
                  text: '港到港、港到门条款由客户凭订舱号到承运人指定的堆场提取空箱；门到港、门到门条款由承运人安排车队将空箱送到装货门点。',
                },
                {
                  title: '装箱',
                  text: '按装箱规范装箱、加固，货物重量不得超过箱体限重。',
                  link: { to: '/commonFile/download?code=CargoPackingRules', label: '下载《集装箱货物装箱规范》' },
                },
                {
                  title: '进港与截港',
                  text: '重箱须在截港时间前进入起运港码头。截港时间以承运人通知为准，台风等特殊情况可能提前，请关注“配载通知”。',
                  link: { to: '/stowageInformation', label: '配载通知' },
                },
                {
                  title: '开航与在途',
                  text: '船舶开航后，可凭订舱号查询离港、抵港等运输节点。',
                  link: { to: '/cargoTracking', label: '货物跟踪' },
                },
                {
                  title: '到港交付',
                  text: '船舶抵达目的港卸船后，港到港、门到港条款由收货人到码头提箱；港到门、门到门条款由承运人车队送货至送货门点。',
                },
              ],
            },
          ],
        },
        {
          heading: '单证',
          blocks: [
            {
              kind: 'table',
              columns: ['单证', '取得方式', '用途'],
              rows: [
                ['订舱确认书', '承运人确认订舱后，在订单详情中下载 PDF', '载明订舱号、船名航次、箱型箱量和费用，是承运人确认的舱位凭证'],
                ['提单样本', '承运人确认订舱后，在订单详情中下载 PDF', '仅供核对提单内容，不作为物权凭证；正式提单以承运人签发为准'],
                ['服务条款', '文件下载', '在线订舱双方的权利和义务'],
                ['授权委托书', '文件下载（模板）', '委托代理人代表企业在平台办理认证、订舱等业务'],
              ],
            },
            {
              kind: 'links',
              items: [
                { to: '/commonFile/download?code=EpanServiceTerm', label: '下载服务条款' },
                { to: '/commonFile/download?code=AuthorizationLetter', label: '下载授权委托书模板' },
              ],
            },
          ],
        },
        {
          heading: '危险品与冷藏箱',
          blocks: [
            {
              kind: 'paragraph',
              text: '危险品须在订舱时如实申报，系统会按所选航线校验是否承运该货物，并按承运人规定加收危险品附加费；未申报造成的损失由托运人承担。',
            },
            {
              kind: 'note',
              tone: 'warning',
              text: '勾选“疑似危险品”的订单，托运人须将订单号、非危鉴定证明及化学品安全技术说明书（MSDS）发送至客服邮箱；材料不全的，承运人可免费退运；舱单上的托运人、收货人须与检测报告一致。',
            },
            {
              kind: 'list',
              items: [
                '冷藏箱可设温度：20尺冷藏箱（20RF）为−25℃至+25℃，40尺高冷箱（40RH）为−30℃至+30℃；请在订舱信息的备注中注明设定温度。',
                '冷藏箱须在截单前完成预冷，装箱前请确认箱内温度已达到设定温度。',
                '冷藏箱在港、在船期间持续供电；因货物自身原因（包装、预冷不足等）造成的损失由托运人承担。',
              ],
            },
          ],
        },
        {
          heading: '重量与申报',
          blocks: [
            {
              kind: 'list',
              items: [
                '订舱时申报的货物品名、重量、件数和包装须与实际相符，这些信息将打印在订舱确认书和提单样本上。',
                '单箱货重不得超过箱体标注的最大载重；超重会影响装卸和航行安全，由此产生的费用和损失由托运人承担。',
                '重货、超限货物按承运人规定加收附加费，以提交订单时系统核算的金额为准。',
              ],
            },
            {
              kind: 'note',
              tone: 'info',
              text: '订单确认后如需修改货物信息、改单或退关，目前暂不支持在线办理，请致电 {{domesticHotline}}。',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Shipping guide',
      summary: 'How a domestic container shipment runs from booking to delivery, and what to know about documents, dangerous goods, reefers and declared weights.',
      sections: [
        {
          heading: 'How a shipment runs',
          blocks: [
            {
              kind: 'steps',
              items: [
                {
                  title: 'Book online',
                  text: 'Search the sailings, pick a sailing and the number of containers, click "Consign now", enter the shipper, consignee, cargo and shipping term, and submit the order; the space is held at once.',
                  link: { to: '/product', label: 'Search sailings' },
                },
                {
                  title: 'Pay and get confirmation',
                  text: 'Pay before the payment deadline; when the carrier confirms, it issues a booking number, the order becomes "Confirmed" and the booking confirmation can be downloaded.',
                  link: { to: '/orderManagementIndex', label: 'My orders' },
                },
                {
                  title: 'Pick up the empty container',
                  text: "Under port-to-port and port-to-door terms, you collect the empty container with the booking number at the yard the carrier names; under door-to-port and door-to-door terms, the carrier's fleet brings it to the loading door.",
                },
                {
                  title: 'Stuff the container',
                  text: "Stuff and secure the cargo according to the packing rules, keeping within the container's weight limit.",
                  link: { to: '/commonFile/download?code=CargoPackingRules', label: 'Download the container packing rules' },
                },
                {
                  title: 'Gate in before the cut-off',
                  text: "The laden container must enter the terminal at the port of loading before the cut-off. The cut-off is as the carrier announces, and may be brought forward in typhoons and the like; watch the stowage notices.",
                  link: { to: '/stowageInformation', label: 'Stowage notices' },
                },
                {
                  title: 'Sailing and transit',
                  text: 'Once the vessel sails, the booking number shows the departure, arrival and other milestones.',
                  link: { to: '/cargoTracking', label: 'Cargo tracking' },
                },
                {
                  title: 'Discharge and delivery',
                  text: "After the vessel arrives and discharges, under port-to-port and door-to-port terms the consignee collects the container at the terminal; under port-to-door and door-to-door terms the carrier's fleet delivers it to the delivery door.",
                },
              ],
            },
          ],
        },
        {
          heading: 'Documents',
          blocks: [
            {
              kind: 'table',
              columns: ['Document', 'How to get it', 'What it is for'],
              rows: [
                ['Booking confirmation', 'Download the PDF from the order details once the carrier has confirmed', "States the booking number, vessel and voyage, containers and charges; the carrier's proof of the space"],
                ['Draft bill of lading', 'Download the PDF from the order details once the carrier has confirmed', 'Only for checking the bill of lading details; not a document of title. The bill of lading the carrier issues is final'],
                ['Service terms', 'File download', 'The rights and duties of both parties to an online booking'],
                ['Letter of authorisation', 'File download (template)', 'Authorises an agent to handle certification, bookings and other business on the portal for the enterprise'],
              ],
            },
            {
              kind: 'links',
              items: [
                { to: '/commonFile/download?code=EpanServiceTerm', label: 'Download the service terms' },
                { to: '/commonFile/download?code=AuthorizationLetter', label: 'Download the letter of authorisation template' },
              ],
            },
          ],
        },
        {
          heading: 'Dangerous goods and reefers',
          blocks: [
            {
              kind: 'paragraph',
              text: "Dangerous goods must be declared truthfully when booking. The portal checks whether the chosen route carries the cargo, and the carrier's dangerous-goods surcharge applies; losses caused by an undeclared shipment are borne by the shipper.",
            },
            {
              kind: 'note',
              tone: 'warning',
              text: 'For an order marked "Suspected dangerous goods", the shipper must e-mail the order number, the non-hazardous certificate and the safety data sheet (MSDS) to the customer service mailbox; with insufficient materials the carrier may return the shipment free of charge, and the shipper and consignee on the manifest must match the test report.',
            },
            {
              kind: 'list',
              items: [
                "Reefer set points: −25 °C to +25 °C for the 20' reefer (20RF) and −30 °C to +30 °C for the 40' reefer high cube (40RH); please give the set temperature in the remarks of the booking information.",
                'Reefers must be pre-cooled before the documentation cut-off; before stuffing, make sure the inside has reached the set temperature.',
                "Reefers are kept powered in port and on board; losses caused by the cargo itself (packaging, insufficient pre-cooling and the like) are borne by the shipper.",
              ],
            },
          ],
        },
        {
          heading: 'Weights and declarations',
          blocks: [
            {
              kind: 'list',
              items: [
                'The cargo description, weight, number of packages and packaging declared when booking must match the cargo; they are printed on the booking confirmation and the draft bill of lading.',
                'The cargo in a container must not exceed the maximum payload marked on it; overweight containers endanger handling and the voyage, and the resulting costs and losses are borne by the shipper.',
                "Heavy and out-of-gauge cargo carries the carrier's surcharges, at the amount calculated when the order is submitted.",
              ],
            },
            {
              kind: 'note',
              tone: 'info',
              text: 'Changing the cargo details, amending or shutting out a confirmed booking cannot be done online yet; please call {{domesticHotline}}.',
            },
          ],
        },
      ],
    },
  },

  service: {
    zh: {
      title: '运输服务',
      summary: '在港到港海运的基础上，平台提供门点服务、海铁联运、液袋专线、合约产品和货物保险，均在订舱时一并选择。',
      sections: [
        {
          heading: '港到港与门点服务',
          blocks: [
            {
              kind: 'paragraph',
              text: '订舱时选择运输条款，即可在海运段之外由承运人安排起运端、目的端的集卡运输：',
            },
            {
              kind: 'table',
              columns: ['运输条款', '起运端', '目的端', '须填写的门点'],
              rows: [
                ['港到港', '客户自行送重箱至起运港', '收货人在目的港自行提箱', '无'],
                ['港到门', '客户自行送重箱至起运港', '承运人车队送至送货门点', '送货门点'],
                ['门到港', '承运人车队到装货门点装箱后进港', '收货人在目的港自行提箱', '装货门点'],
                ['门到门', '承运人车队到装货门点装箱后进港', '承运人车队送至送货门点', '装货门点和送货门点'],
              ],
            },
            {
              kind: 'note',
              tone: 'warning',
              text: '门到门条款下，承运人仅对运输区段内的货物负责，装箱、掏箱及门点现场作业由用户自行负责。装货时间无法保证，仅尽量与车队协调。',
            },
            {
              kind: 'paragraph',
              text: '不随订舱的单独拖车（集卡短驳）业务暂未开放在线下单，请致电拖车业务热线 {{trailerHotline}}。',
            },
          ],
        },
        {
          heading: '海铁联运',
          blocks: [
            {
              kind: 'paragraph',
              text: '内陆客户可选择铁路站点作为起运地：在航线查询的起运港/站中选择“铁路站点”分组的站点，即可查看铁路段与海运段的全程班期、航程和运价。一次订舱、一次支付，航程天数已包含铁路段。',
            },
            {
              kind: 'links',
              items: [{ to: '/product', label: '查询海铁联运班期' }],
            },
          ],
        },
        {
          heading: '特色产品',
          blocks: [
            {
              kind: 'list',
              items: [
                '液袋专线：在20尺普通箱内铺设液袋（FLEXITANK），运输食用油、化工液体等液体散货；仅限液袋货类，单票箱量设有上限。',
                '合约产品（CSO）：与承运人签有合约的客户按合约价格订舱，单票箱量须达到承诺量；部分合约产品支付后自动确认。',
                '冷藏箱与开顶箱：部分航线提供20尺冷藏箱、40尺高冷箱和40尺开顶箱，可在航线查询中按箱型筛选。',
              ],
            },
            {
              kind: 'links',
              items: [
                { to: '/liquidBag/product', label: '液袋专线' },
                { to: '/product', label: '内贸航线' },
              ],
            },
          ],
        },
        {
          heading: '货物保险',
          blocks: [
            {
              kind: 'paragraph',
              text: '填写订舱信息时，可在“保险与备注”中选择险种并填写保额，保费按所选险种的费率计算并计入订单费用；不需要时选择“不投保”。可选险种和费率以订舱页面显示为准。',
            },
            {
              kind: 'note',
              tone: 'info',
              text: '在线理赔暂未开放。货物出险后，请及时致电 {{domesticHotline}} 报案。',
            },
          ],
        },
        {
          heading: '在线服务',
          blocks: [
            {
              kind: 'links',
              items: [
                { to: '/cargoTracking', label: '货物跟踪：凭订舱号查询运输节点' },
                { to: '/freightIndex', label: '运价指数：各区域航线的运价走势' },
                { to: '/stowageInformation', label: '配载通知：承运人发布的配载与截港安排' },
                { to: '/myMessage', label: '我的消息：订单审核结果等通知' },
              ],
            },
          ],
        },
      ],
    },
    en: {
      title: 'Transport services',
      summary: 'Beyond port-to-port ocean transport, the portal offers door services, sea-rail, liquid-bag lines, contract products and cargo insurance, all chosen when you book.',
      sections: [
        {
          heading: 'Port to port and door services',
          blocks: [
            {
              kind: 'paragraph',
              text: 'The shipping term you choose when booking decides whether the carrier also arranges the trucking at the origin, the destination or both:',
            },
            {
              kind: 'table',
              columns: ['Shipping term', 'Origin', 'Destination', 'Door addresses needed'],
              rows: [
                ['Port to port', 'You deliver the laden container to the port of loading', 'The consignee collects it at the port of discharge', 'None'],
                ['Port to door', 'You deliver the laden container to the port of loading', "The carrier's fleet delivers to the delivery door", 'Delivery door'],
                ['Door to port', "The carrier's fleet loads at the loading door and gates in", 'The consignee collects it at the port of discharge', 'Loading door'],
                ['Door to door', "The carrier's fleet loads at the loading door and gates in", "The carrier's fleet delivers to the delivery door", 'Loading and delivery doors'],
              ],
            },
            {
              kind: 'note',
              tone: 'warning',
              text: "Under door-to-door terms the carrier is responsible for the cargo only within the transport leg; stuffing, unstuffing and work at the door are the user's responsibility. The loading time cannot be guaranteed and is only coordinated with the fleet as far as possible.",
            },
            {
              kind: 'paragraph',
              text: 'Stand-alone trailer (drayage) jobs without a booking cannot be ordered online yet; please call the trailer desk on {{trailerHotline}}.',
            },
          ],
        },
        {
          heading: 'Sea-rail',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Inland shippers can start from a rail station: in the sailing search, choose a station from the "Rail stations" group as the origin to see the through schedule, transit time and price of the rail and sea legs. One booking and one payment cover the whole journey, and the transit days include the rail leg.',
            },
            {
              kind: 'links',
              items: [{ to: '/product', label: 'Search sea-rail sailings' }],
            },
          ],
        },
        {
          heading: 'Special products',
          blocks: [
            {
              kind: 'list',
              items: [
                "Liquid-bag lines: a flexitank (FLEXITANK) laid in a 20' general-purpose container carries liquid bulk such as edible oil or chemical liquids; liquid-bag cargo only, with a limit on containers per order.",
                'Contract products (CSO): customers with a contract book at the contract price and must book at least the committed volume per order; some contract products are confirmed automatically once paid.',
                "Reefers and open tops: some routes offer 20' reefers, 40' reefer high cubes and 40' open tops; filter by container type in the sailing search.",
              ],
            },
            {
              kind: 'links',
              items: [
                { to: '/liquidBag/product', label: 'Liquid-bag lines' },
                { to: '/product', label: 'Domestic routes' },
              ],
            },
          ],
        },
        {
          heading: 'Cargo insurance',
          blocks: [
            {
              kind: 'paragraph',
              text: 'In the booking information, choose a cover and enter the insured amount under "Insurance and remarks"; the premium is worked out at the rate of that cover and added to the order charges. Choose "No insurance" if you do not need it. The covers and rates on offer are as the booking page shows.',
            },
            {
              kind: 'note',
              tone: 'info',
              text: 'Online claims are not open yet. If cargo is lost or damaged, please report it promptly on {{domesticHotline}}.',
            },
          ],
        },
        {
          heading: 'Online services',
          blocks: [
            {
              kind: 'links',
              items: [
                { to: '/cargoTracking', label: 'Cargo tracking: milestones by booking number' },
                { to: '/freightIndex', label: 'Freight index: price trends by region' },
                { to: '/stowageInformation', label: "Stowage notices: the carrier's stowage and cut-off arrangements" },
                { to: '/myMessage', label: 'My messages: review results and other notices' },
              ],
            },
          ],
        },
      ],
    },
  },
};
