import type { HelpCentrePageType } from '@coastbook/domain';
import type { BilingualArticle } from './article';

/**
 * The help centre's topics (/helpCenter/helpType?pageType=…). Each text states only what the portal does
 * today: the payment deadline is the server's ORDER_PAY_TIMEOUT_MINUTES default, the login limits are the
 * auth service's, the invoice e-mail limit is INVOICE_ACCEPTANCE_EMAIL_LIMIT; change the text with them.
 */
export const HELP_ARTICLES: Record<HelpCentrePageType, BilingualArticle> = {
  userManual: {
    zh: {
      title: '新手指南',
      summary: '从注册账号到货物出运，只需几步即可在 CoastBook 在线办理内贸集装箱订舱。',
      sections: [
        {
          heading: '五步开始订舱',
          blocks: [
            {
              kind: 'steps',
              items: [
                {
                  title: '注册账号',
                  text: '使用可接收短信的手机号注册，设置用户名和登录密码（8–16位，至少包含数字、大写字母、小写字母、特殊字符中的三种）。',
                  link: { to: '/register/guide', label: '查看注册指引' },
                },
                {
                  title: '完成客户认证',
                  text: '企业用户填写企业名称、统一社会信用代码等信息并上传营业执照；个人用户填写身份信息并上传身份证照片。承运人一般在1–2个工作日内完成审核，结果通过站内消息通知。',
                  link: { to: '/auth/customer', label: '去认证' },
                },
                {
                  title: '查询航线',
                  text: '选择起运港（或铁路站点）、目的港和开船日期，查看班期、运价和剩余舱位。',
                  link: { to: '/product', label: '查询航线' },
                },
                {
                  title: '订舱并支付',
                  text: '在购物箱中填写箱量，点击“立即托运”，填写订舱信息并提交订单，然后在支付期限内完成支付。',
                  link: { to: '/orderManagementIndex', label: '我的订单' },
                },
                {
                  title: '跟踪货物',
                  text: '承运人确认订舱后生成订舱号，可下载订舱确认书，并凭订舱号查询货物跟踪。',
                  link: { to: '/cargoTracking', label: '货物跟踪' },
                },
              ],
            },
          ],
        },
        {
          heading: '账号类型',
          blocks: [
            {
              kind: 'table',
              columns: ['账号类型', '如何开通', '可以做什么'],
              rows: [
                ['企业主账号', '注册后提交企业认证，审核通过即成为该企业的主账号', '订舱、支付、管理预存账户；审核子账号并分配权限'],
                ['企业子账号', '注册后申请关联已认证的企业，经企业主账号审核通过', '按主账号授予的权限订舱、支付、充值或维护发票接收邮箱'],
                ['个人用户', '注册后提交个人认证，审核通过', '以个人名义订舱和支付'],
              ],
            },
            {
              kind: 'note',
              tone: 'info',
              text: '企业主账号可在“企业用户管理”中审核子账号，设置其订单查看范围（企业全部订单或本人订单）以及支付、预存、维护发票接收邮箱等权限。',
            },
          ],
        },
        {
          heading: '常见问题',
          blocks: [
            {
              kind: 'faq',
              items: [
                {
                  question: '不注册可以查看运价吗？',
                  answer: '可以。航线查询、运价指数和货物跟踪对游客开放；下单需要登录并完成企业或个人认证。',
                },
                {
                  question: '同事已为公司完成认证，我还需要再认证吗？',
                  answer: '不需要。请注册自己的账号，在“关联企业”页面搜索公司名称并提交关联申请，经企业主账号审核通过后，您的账号即成为该企业的子账号。',
                },
                {
                  question: '认证未通过怎么办？',
                  answer: '在会员中心点击“重新认证”，核对并修改信息后重新提交。如有疑问，请致电 {{domesticHotline}}。',
                },
                {
                  question: '忘记登录密码怎么办？',
                  answer: '在登录页点击“忘记密码”，通过绑定的手机号或邮箱验证后设置新密码。',
                },
              ],
            },
          ],
        },
        {
          heading: '常用入口',
          blocks: [
            {
              kind: 'links',
              items: [
                { to: '/register/guide', label: '注册指引' },
                { to: '/auth/customer', label: '客户认证' },
                { to: '/association', label: '关联已认证企业' },
                { to: '/userCenter', label: '会员中心' },
                { to: '/enterpriseUser/enterprise/user', label: '企业用户管理' },
              ],
            },
          ],
        },
      ],
    },
    en: {
      title: "Beginner's guide",
      summary: 'From registering to shipping your cargo, booking domestic container freight online with CoastBook takes only a few steps.',
      sections: [
        {
          heading: 'Five steps to your first booking',
          blocks: [
            {
              kind: 'steps',
              items: [
                {
                  title: 'Register',
                  text: 'Register with a mobile number that can receive text messages, and choose a user name and a login password (8–16 characters with at least three of digits, upper-case letters, lower-case letters and special characters).',
                  link: { to: '/register/guide', label: 'Registration guide' },
                },
                {
                  title: 'Get certified',
                  text: 'Enterprises enter their company name, unified social credit code and other details and upload the business licence; individuals enter their identity details and upload photos of their ID card. The carrier usually completes the review within 1–2 working days and tells you the result by site message.',
                  link: { to: '/auth/customer', label: 'Customer certification' },
                },
                {
                  title: 'Search sailings',
                  text: 'Choose the port of loading (or a rail station), the port of discharge and the sailing dates to see sailings, prices and the space left.',
                  link: { to: '/product', label: 'Search sailings' },
                },
                {
                  title: 'Book and pay',
                  text: 'Enter the number of containers in the shopping box, click "Consign now", fill in the booking information, submit the order and pay before the payment deadline.',
                  link: { to: '/orderManagementIndex', label: 'My orders' },
                },
                {
                  title: 'Track your cargo',
                  text: 'Once the carrier confirms the booking it issues a booking number; you can then download the booking confirmation and track the cargo by that number.',
                  link: { to: '/cargoTracking', label: 'Cargo tracking' },
                },
              ],
            },
          ],
        },
        {
          heading: 'Kinds of account',
          blocks: [
            {
              kind: 'table',
              columns: ['Account', 'How to get it', 'What it can do'],
              rows: [
                ['Enterprise main account', 'Register and submit the enterprise certification; the approved account becomes the main account', 'Book, pay and manage the prepaid account; approve sub-accounts and grant their rights'],
                ['Enterprise sub-account', 'Register and ask to link to a certified enterprise; the main account approves', 'Book, pay, top up or maintain invoice e-mails as the main account allows'],
                ['Individual', 'Register and submit the personal certification for approval', 'Book and pay in your own name'],
              ],
            },
            {
              kind: 'note',
              tone: 'info',
              text: "Under Enterprise users the main account approves sub-accounts, sets which orders each may see (all the enterprise's orders or only their own) and grants rights such as pay, prepay and maintain invoice e-mails.",
            },
          ],
        },
        {
          heading: 'Frequently asked questions',
          blocks: [
            {
              kind: 'faq',
              items: [
                {
                  question: 'Can I see prices without registering?',
                  answer: 'Yes. Sailing search, the freight index and cargo tracking are open to visitors; to book you must log in and complete an enterprise or personal certification.',
                },
                {
                  question: 'A colleague has already certified our company. Do I need to certify again?',
                  answer: "No. Register your own account, search for the company on the link-to-enterprise page and submit a link request; once the enterprise's main account approves, your account becomes its sub-account.",
                },
                {
                  question: 'What if my certification is rejected?',
                  answer: 'Click "Certify again" in the member centre, check and correct the details and submit again. For questions call {{domesticHotline}}.',
                },
                {
                  question: 'I have forgotten my login password.',
                  answer: 'Click "Forgot password?" on the login page, verify with your bound mobile number or e-mail address and set a new password.',
                },
              ],
            },
          ],
        },
        {
          heading: 'Useful links',
          blocks: [
            {
              kind: 'links',
              items: [
                { to: '/register/guide', label: 'Registration guide' },
                { to: '/auth/customer', label: 'Customer certification' },
                { to: '/association', label: 'Link to a certified enterprise' },
                { to: '/userCenter', label: 'Member centre' },
                { to: '/enterpriseUser/enterprise/user', label: 'Enterprise users' },
              ],
            },
          ],
        },
      ],
    },
  },

  payment: {
    zh: {
      title: '支付说明',
      summary: '订单提交后须在支付期限内完成支付，可使用预存账户、运费贷账户，或微信、支付宝、银联扫码支付。',
      sections: [
        {
          heading: '支付渠道',
          blocks: [
            {
              kind: 'table',
              columns: ['支付渠道', '说明', '支付密码'],
              rows: [
                ['预存账户', '从预存账户余额中扣款；余额不足时请先充值，账户设有单笔支付上限的，以支付页面显示为准', '需要'],
                ['运费贷账户', '使用承运人为企业开通的运费贷授信额度支付，未开通时不可选', '需要'],
                ['微信支付', '使用微信扫描支付页面的二维码', '不需要'],
                ['支付宝', '使用支付宝扫描支付页面的二维码', '不需要'],
                ['银联支付', '使用银联云闪付扫描支付页面的二维码', '不需要'],
              ],
            },
            {
              kind: 'note',
              tone: 'info',
              text: '扫码支付的二维码有效期为15分钟，过期后请重新发起支付。支付结果以支付渠道的通知为准，到账后订单状态自动更新。',
            },
          ],
        },
        {
          heading: '支付步骤',
          blocks: [
            {
              kind: 'steps',
              items: [
                {
                  title: '进入支付页面',
                  text: '提交订单后自动进入支付页面；也可在“我的订单”中找到“待支付”的订单，点击“去支付”。',
                  link: { to: '/orderManagementIndex', label: '我的订单' },
                },
                {
                  title: '核对费用并选择渠道',
                  text: '核对费用明细和应付金额，选择支付方式和支付渠道，勾选同意《在线支付服务协议》。',
                },
                {
                  title: '完成支付',
                  text: '预存账户或运费贷账户支付时输入6位数字支付密码；扫码支付时用对应的 App 扫描二维码。',
                },
                {
                  title: '等待审核',
                  text: '支付成功后订单进入“待审核”，承运人确认订舱后变为“已确认”，审核结果通过站内消息通知。',
                  link: { to: '/myMessage', label: '我的消息' },
                },
              ],
            },
            {
              kind: 'note',
              tone: 'warning',
              text: '请在页面显示的支付期限内完成支付（默认为提交订单后30分钟）。逾期未支付的订单将自动取消，锁定的舱位随即释放。',
            },
          ],
        },
        {
          heading: '批量支付与支付密码',
          blocks: [
            {
              kind: 'paragraph',
              text: '在“我的订单”的“待支付”页签勾选多个订单，点击“批量支付”即可一次付清，每次最多20个订单。',
            },
            {
              kind: 'paragraph',
              text: '支付密码为6位数字，用于预存账户、运费贷账户支付和白条兑付时确认身份。首次使用请在“密码管理”中设置；忘记时可通过绑定手机的短信验证码重置。',
            },
            {
              kind: 'links',
              items: [
                { to: '/password-management', label: '密码管理' },
                { to: '/resetPaymentPassword', label: '重置支付密码' },
              ],
            },
          ],
        },
        {
          heading: '常见问题',
          blocks: [
            {
              kind: 'faq',
              items: [
                {
                  question: '什么是零首付？',
                  answer: '会员等级为钻石及以上的企业，或应付金额为0的订单，可以选择零首付：提交后无需立即付款，订单直接进入审核。',
                },
                {
                  question: '什么是白条？',
                  answer: '白条是以运费贷额度先行支付待支付订单后生成的“待兑付”凭证，之后可在“白条赎回支付”页面使用预存账户或扫码兑付。开通和使用白条请致电 {{domesticHotline}} 咨询。',
                },
                {
                  question: '子账号为什么不能支付？',
                  answer: '子账号需由企业主账号授予“支付”权限后才能支付订单。',
                },
                {
                  question: '取消订单后，款项退到哪里？',
                  answer: '承运人确认前取消的订单，以及审核被拒绝的订单，已付款项（无论通过哪个渠道支付）全额退回预存账户，可继续用于支付，也可申请退回企业银行账户。',
                },
              ],
            },
          ],
        },
      ],
    },
    en: {
      title: 'Payment',
      summary: 'Once submitted, an order must be paid before its payment deadline, from the prepaid account or the freight-loan account, or by WeChat Pay, Alipay or UnionPay QR code.',
      sections: [
        {
          heading: 'Payment channels',
          blocks: [
            {
              kind: 'table',
              columns: ['Channel', 'How it works', 'Payment password'],
              rows: [
                ['Prepaid account', 'Debited from the prepaid balance; top up first if it is too low. Where the account has a per-payment limit, the payment page shows it', 'Required'],
                ['Freight-loan account', 'Paid from the freight-loan credit line the carrier has opened for the enterprise; not available without one', 'Required'],
                ['WeChat Pay', 'Scan the QR code on the payment page with WeChat', 'Not required'],
                ['Alipay', 'Scan the QR code on the payment page with Alipay', 'Not required'],
                ['UnionPay', 'Scan the QR code on the payment page with UnionPay QuickPass', 'Not required'],
              ],
            },
            {
              kind: 'note',
              tone: 'info',
              text: "A payment QR code is valid for 15 minutes; after that, start the payment again. The payment provider's notification is final, and the order status updates by itself once the money arrives.",
            },
          ],
        },
        {
          heading: 'How to pay',
          blocks: [
            {
              kind: 'steps',
              items: [
                {
                  title: 'Open the payment page',
                  text: 'Submitting an order takes you to the payment page. You can also find the order under "Awaiting payment" in My orders and click "Pay".',
                  link: { to: '/orderManagementIndex', label: 'My orders' },
                },
                {
                  title: 'Check the charges and choose a channel',
                  text: 'Check the charges and the amount due, choose the pay way and the channel, and tick your agreement to the Online Payment Service Agreement.',
                },
                {
                  title: 'Pay',
                  text: 'For the prepaid or freight-loan account, enter your 6-digit payment password; for a QR channel, scan the code with the matching app.',
                },
                {
                  title: 'Wait for the review',
                  text: 'After payment the order is "Awaiting review"; when the carrier confirms the booking it becomes "Confirmed", and you are told the result by site message.',
                  link: { to: '/myMessage', label: 'My messages' },
                },
              ],
            },
            {
              kind: 'note',
              tone: 'warning',
              text: 'Please pay before the deadline shown on the page (by default 30 minutes after the order is submitted). Unpaid orders are cancelled automatically and the space they held is released.',
            },
          ],
        },
        {
          heading: 'Batch payment and the payment password',
          blocks: [
            {
              kind: 'paragraph',
              text: 'On the "Awaiting payment" tab of My orders, tick several orders and click "Pay together" to pay them in one go, up to 20 orders at a time.',
            },
            {
              kind: 'paragraph',
              text: 'The payment password is 6 digits and confirms payments from the prepaid or freight-loan account and deposit-note redemptions. Set it under Password management before first use; if you forget it, reset it with a text-message code sent to your bound mobile.',
            },
            {
              kind: 'links',
              items: [
                { to: '/password-management', label: 'Password management' },
                { to: '/resetPaymentPassword', label: 'Reset payment password' },
              ],
            },
          ],
        },
        {
          heading: 'Frequently asked questions',
          blocks: [
            {
              kind: 'faq',
              items: [
                {
                  question: 'What is zero down payment?',
                  answer: 'Enterprises of Diamond member level or above, and orders with nothing to pay, may choose zero down payment: nothing is paid at submission and the order goes straight to review.',
                },
                {
                  question: 'What is a deposit note (blank note)?',
                  answer: 'A deposit note is issued when the freight-loan line pays an order awaiting payment first; the note then awaits redemption, which you make on the deposit-note redemption page from the prepaid account or by QR code. To open or use deposit notes, call {{domesticHotline}}.',
                },
                {
                  question: 'Why can a sub-account not pay?',
                  answer: 'A sub-account can pay orders only once the main account has granted it the pay right.',
                },
                {
                  question: 'Where does my money go when an order is cancelled?',
                  answer: 'For an order cancelled before the carrier confirms it, or rejected in review, everything paid goes back to the prepaid account, whichever channel it was paid through. You can use it for other orders or ask for it to be paid back to the enterprise bank account.',
                },
              ],
            },
          ],
        },
      ],
    },
  },

  shippingPayment: {
    zh: {
      title: '运费支付',
      summary: '运费按下单时平台公布的运价计收，通过预存账户即可快速支付。本页说明费用构成以及预存账户的充值和退款。',
      sections: [
        {
          heading: '费用构成',
          blocks: [
            {
              kind: 'list',
              items: [
                '海运费：按箱型和箱量计收，以下单时页面显示的箱价为准；符合条件的限时、首单、会员、满减等优惠自动抵扣。',
                '单证费：每票订单收取一次，与箱量无关；拆单后每个订单各收一次。',
                '附加费：危险品、冷藏、超限等特殊货类按承运人规定加收；门点服务另计门点费用。',
                '保险费：选择投保时，按所选险种的费率和保额计收。',
              ],
            },
            {
              kind: 'note',
              tone: 'info',
              text: '下单时显示的是预估金额；货类附加费、门点费和保险费在提交订单时由系统核算，以支付页面的应付金额为准。',
            },
          ],
        },
        {
          heading: '预存账户充值',
          blocks: [
            {
              kind: 'table',
              columns: ['充值方式', '办理方法', '到账'],
              rows: [
                ['在线充值', '在“预付款中心”输入充值金额，使用微信、支付宝或银联扫码支付', '支付成功后即时计入预存账户'],
                ['线下充值', '通过银行转账汇款到预付款中心显示的收款账户，再填写汇款户名、汇款银行、汇款日期并上传汇款凭证', '承运人财务确认到账后计入，可在“线下充值记录”查看进度'],
              ],
            },
            {
              kind: 'links',
              items: [
                { to: '/accountStore/stabs', label: '预付款中心' },
                { to: '/accountStore/storeOfflineRecord', label: '线下充值记录' },
              ],
            },
          ],
        },
        {
          heading: '余额退款',
          blocks: [
            {
              kind: 'steps',
              items: [
                {
                  title: '完善银行信息',
                  text: '企业主账号在“企业信息”中填写银行账户信息并提交审核。余额只能退回已通过认证的企业银行账户。',
                  link: { to: '/auth/modify', label: '企业信息' },
                },
                {
                  title: '提交退款申请',
                  text: '在“我的资产”中点击“申请退款”，填写退款金额；提交后该金额先行冻结。',
                  link: { to: '/assetsManagement/refundApply', label: '退款申请' },
                },
                {
                  title: '财务审核打款',
                  text: '承运人财务审核通过后打款到企业银行账户。审核完成前可在“退款申请记录”中取消申请，冻结金额退回预存账户。',
                  link: { to: '/accountStore/refundApplyRecord', label: '退款申请记录' },
                },
              ],
            },
          ],
        },
        {
          heading: '常见问题',
          blocks: [
            {
              kind: 'faq',
              items: [
                {
                  question: '订单取消或审核被拒绝后，款项如何处理？',
                  answer: '已支付的款项全额退回预存账户，可用于支付其他订单，也可申请退回企业银行账户。',
                },
                {
                  question: '子账号为什么不能充值或申请退款？',
                  answer: '子账号需由企业主账号授予“预存”权限，才能充值、申请退款和查看资金明细。',
                },
                {
                  question: '如何查看资金往来？',
                  answer: '在“我的资产”的资金明细中按交易日期和交易类型查询，并可下载 Excel。',
                },
              ],
            },
          ],
        },
      ],
    },
    en: {
      title: 'Freight payment',
      summary: "Freight is charged at the rates the portal shows when you book and is paid quickly from the prepaid account. This page explains the charges and how to top up the prepaid account or have its balance paid back.",
      sections: [
        {
          heading: 'What you pay',
          blocks: [
            {
              kind: 'list',
              items: [
                'Ocean freight: per container type and number of containers, at the container price shown when you book; limited-time, first-order, member and spend-and-save offers you qualify for are deducted automatically.',
                'Document fee: charged once per order whatever the number of containers; after a split, once for each order.',
                "Surcharges: dangerous, refrigerated, out-of-gauge and other special cargo carries the carrier's surcharges; door services are charged separately.",
                'Insurance premium: if you choose cover, charged at the rate of the chosen cover on the insured amount.',
              ],
            },
            {
              kind: 'note',
              tone: 'info',
              text: 'The amount shown while booking is an estimate: cargo surcharges, door charges and the insurance premium are calculated when the order is submitted, and the amount due on the payment page is final.',
            },
          ],
        },
        {
          heading: 'Topping up the prepaid account',
          blocks: [
            {
              kind: 'table',
              columns: ['Method', 'How', 'When it is credited'],
              rows: [
                ['Online top-up', 'In the Prepaid centre, enter the amount and pay by WeChat Pay, Alipay or UnionPay QR code', 'At once, when the payment succeeds'],
                ['Offline top-up', 'Transfer the money to the receiving account shown in the Prepaid centre, then enter the payer name, bank and transfer date and upload the transfer slip', "Once the carrier's finance confirms receipt; follow it under Offline top-up records"],
              ],
            },
            {
              kind: 'links',
              items: [
                { to: '/accountStore/stabs', label: 'Prepaid centre' },
                { to: '/accountStore/storeOfflineRecord', label: 'Offline top-up records' },
              ],
            },
          ],
        },
        {
          heading: 'Paying back the balance',
          blocks: [
            {
              kind: 'steps',
              items: [
                {
                  title: 'Complete the bank details',
                  text: "The main account enters the enterprise's bank account under Enterprise information and submits it for verification. The balance can only be paid back to a verified enterprise bank account.",
                  link: { to: '/auth/modify', label: 'Enterprise information' },
                },
                {
                  title: 'Submit a refund request',
                  text: 'In My assets, click "Request refund" and enter the amount; once submitted, that amount is frozen.',
                  link: { to: '/assetsManagement/refundApply', label: 'Refund request' },
                },
                {
                  title: 'Finance reviews and pays out',
                  text: "After approval the carrier's finance pays the money into the enterprise bank account. Until then you can cancel the request under Refund requests, and the frozen amount returns to the prepaid account.",
                  link: { to: '/accountStore/refundApplyRecord', label: 'Refund requests' },
                },
              ],
            },
          ],
        },
        {
          heading: 'Frequently asked questions',
          blocks: [
            {
              kind: 'faq',
              items: [
                {
                  question: 'What happens to my money when an order is cancelled or rejected?',
                  answer: 'Everything paid goes back to the prepaid account in full; you can use it for other orders or ask for it to be paid back to the enterprise bank account.',
                },
                {
                  question: 'Why can a sub-account not top up or request a refund?',
                  answer: 'A sub-account needs the prepay right from the main account to top up, request refunds and see the account statement.',
                },
                {
                  question: 'Where can I see the money movements?',
                  answer: 'In My assets, search the account statement by transaction date and type, and download it as Excel.',
                },
              ],
            },
          ],
        },
      ],
    },
  },

  containTransportation: {
    zh: {
      title: '集装箱运输',
      summary: '了解平台可订的箱型和运输条款，以及装箱、货物申报和订单确认后变更的注意事项。',
      sections: [
        {
          heading: '常用箱型',
          blocks: [
            {
              kind: 'table',
              columns: ['箱型', '代码', '适用货物'],
              rows: [
                ['20尺普通箱', '20GP', '一般件杂货，适合重货；液袋专线也使用此箱型'],
                ['40尺普通箱', '40GP', '一般件杂货'],
                ['40尺高箱', '40HQ', '体积较大的轻泡货'],
                ['20尺冷藏箱 / 40尺高冷箱', '20RF / 40RH', '需要温控的冷冻、冷藏货物'],
                ['40尺开顶箱', '40OT', '超高或需从箱顶吊装的货物'],
              ],
            },
            {
              kind: 'note',
              tone: 'info',
              text: '各班期可订的箱型和剩余舱位以航线查询结果为准，冷藏箱、开顶箱仅部分航线提供。',
            },
          ],
        },
        {
          heading: '运输条款',
          blocks: [
            {
              kind: 'list',
              items: [
                '港到港：客户自行将重箱送至起运港，收货人在目的港自行提箱。',
                '港到门：客户自行送箱至起运港，到港后由承运人安排车队送至送货门点。',
                '门到港：承运人安排车队到装货门点装箱后送至起运港，收货人在目的港自行提箱。',
                '门到门：起运端和目的端均由承运人安排车队，须同时填写装货门点和送货门点。',
              ],
            },
            {
              kind: 'note',
              tone: 'warning',
              text: '门点地址、联系人及装卸货时间须真实准确，因信息有误或现场原因产生的等待、放空、二次派车等费用由用户承担；装货时间仅尽量与车队协调，无法保证。',
            },
          ],
        },
        {
          heading: '装箱与货物申报',
          blocks: [
            {
              kind: 'list',
              items: [
                '货物品名须从系统品名库中选择，系统会校验所选航线是否承运该货物；如实填写件数、包装和重量。',
                '货物重量不得超过箱体标注的最大载重，重心居中，捆扎加固，防止运输途中移位、倒塌。',
                '液体散货须使用液袋专线产品，不得在普通箱内散装。',
                '危险品、冷藏货物的要求详见“运输指南”。',
              ],
            },
            {
              kind: 'links',
              items: [
                { to: '/commonFile/download?code=CargoPackingRules', label: '下载《集装箱货物装箱规范》' },
                { to: '/transport/introduceType?pageType=guide', label: '运输指南' },
              ],
            },
          ],
        },
        {
          heading: '常见问题',
          blocks: [
            {
              kind: 'faq',
              items: [
                {
                  question: '提交订单后还能修改订舱信息吗？',
                  answer: '暂存的订单可以继续修改；提交后不能再在线修改，如需调整，请在承运人确认前取消订单后重新下单。',
                },
                {
                  question: '订单确认后需要改单或退关怎么办？',
                  answer: '目前暂不支持在线改单和退关，请致电 {{domesticHotline}} 办理。',
                },
                {
                  question: '一票订单最多可以订多少箱？',
                  answer: '以购物箱中显示的可用舱位为准；液袋等产品设有单票最大订舱箱量，合约产品须达到承诺量才能下单。',
                },
              ],
            },
          ],
        },
      ],
    },
    en: {
      title: 'Container transport',
      summary: 'The container types and shipping terms you can book, and what to know about stuffing, declaring cargo and changes after confirmation.',
      sections: [
        {
          heading: 'Common container types',
          blocks: [
            {
              kind: 'table',
              columns: ['Container', 'Code', 'Suited to'],
              rows: [
                ["20' general purpose", '20GP', 'General cargo, especially heavy cargo; also used by the liquid-bag lines'],
                ["40' general purpose", '40GP', 'General cargo'],
                ["40' high cube", '40HQ', 'Light, bulky cargo'],
                ["20' reefer / 40' reefer high cube", '20RF / 40RH', 'Frozen and chilled cargo needing temperature control'],
                ["40' open top", '40OT', 'Over-height cargo or cargo loaded from above by crane'],
              ],
            },
            {
              kind: 'note',
              tone: 'info',
              text: 'The container types and space on each sailing are as the sailing search shows; reefers and open tops are offered on some routes only.',
            },
          ],
        },
        {
          heading: 'Shipping terms',
          blocks: [
            {
              kind: 'list',
              items: [
                'Port to port: you deliver the laden container to the port of loading; the consignee collects it at the port of discharge.',
                "Port to door: you deliver the container to the port of loading; after discharge the carrier's fleet delivers it to the delivery door.",
                "Door to port: the carrier's fleet collects the cargo at the loading door and takes the container to the port of loading; the consignee collects it at the port of discharge.",
                "Door to door: the carrier's fleet handles both ends; enter both the loading and the delivery door addresses.",
              ],
            },
            {
              kind: 'note',
              tone: 'warning',
              text: 'Door addresses, contacts and loading times must be accurate: waiting, empty-run or re-dispatch costs caused by wrong information or on-site reasons are borne by the user. The loading time is only coordinated with the fleet as far as possible and cannot be guaranteed.',
            },
          ],
        },
        {
          heading: 'Stuffing and declaring cargo',
          blocks: [
            {
              kind: 'list',
              items: [
                "Choose the cargo description from the portal's list; it checks whether the chosen route carries that cargo. Give the true number of packages, packaging and weight.",
                'The cargo must not exceed the maximum payload marked on the container; keep the centre of gravity in the middle and lash and secure the cargo so it cannot shift or collapse in transit.',
                'Liquid bulk must travel on a liquid-bag product, never loose in a general-purpose container.',
                'For dangerous and refrigerated cargo, see the Shipping guide.',
              ],
            },
            {
              kind: 'links',
              items: [
                { to: '/commonFile/download?code=CargoPackingRules', label: 'Download the container packing rules' },
                { to: '/transport/introduceType?pageType=guide', label: 'Shipping guide' },
              ],
            },
          ],
        },
        {
          heading: 'Frequently asked questions',
          blocks: [
            {
              kind: 'faq',
              items: [
                {
                  question: 'Can I change the booking information after submitting?',
                  answer: 'A draft can still be changed; a submitted order can no longer be edited online. To change it, cancel the order before the carrier confirms it and book again.',
                },
                {
                  question: 'What if I need to amend or withdraw a confirmed booking?',
                  answer: 'Amendments and shut-outs cannot be made online yet; please call {{domesticHotline}}.',
                },
                {
                  question: 'How many containers can one order book?',
                  answer: 'As many as the space shown in the shopping box allows; some products, such as the liquid-bag lines, limit the containers per order, and contract products need at least the committed volume.',
                },
              ],
            },
          ],
        },
      ],
    },
  },

  cargoTracking: {
    zh: {
      title: '货物跟踪',
      summary: '承运人确认订舱后，凭订舱号（运单号）即可查询船名航次、开船和抵港时间以及运输节点。',
      sections: [
        {
          heading: '如何查询',
          blocks: [
            {
              kind: 'steps',
              items: [
                {
                  title: '获取订舱号',
                  text: '订单经承运人确认后生成订舱号，可在“我的订单”和订单详情中查看，订舱确认书上也有载明。',
                  link: { to: '/orderManagementIndex', label: '我的订单' },
                },
                {
                  title: '输入订舱号查询',
                  text: '在“货物跟踪”页面或首页的“货物跟踪”栏输入订舱号（运单号）查询，无需登录。',
                  link: { to: '/cargoTracking', label: '货物跟踪' },
                },
                {
                  title: '手机扫码查看',
                  text: '订舱确认后，订单详情页的二维码可直接打开该订舱号的货物跟踪，用手机扫码即可随时查看。',
                },
              ],
            },
          ],
        },
        {
          heading: '运输节点',
          blocks: [
            {
              kind: 'table',
              columns: ['节点', '说明'],
              rows: [
                ['订舱已确认', '承运人确认订舱、生成订舱号的时间'],
                ['船舶离港', '船舶从起运港开航；记录实际时间前显示预计开船时间'],
                ['船舶抵港', '船舶抵达目的港；记录实际时间前显示预计抵港时间'],
              ],
            },
            {
              kind: 'note',
              tone: 'info',
              text: '时间均为北京时间。预计时间以最新船期为准，实际时间由承运人记录后更新；箱型箱量仅订舱企业登录后可见。',
            },
          ],
        },
        {
          heading: '订单状态',
          blocks: [
            {
              kind: 'table',
              columns: ['状态', '含义'],
              rows: [
                ['暂存', '订舱信息尚未提交，可继续填写'],
                ['待支付', '订单已提交、舱位已锁定，须在支付期限内付款'],
                ['待审核', '已支付，等待承运人审核确认'],
                ['已确认', '承运人已确认订舱并生成订舱号，可下载订舱确认书和提单样本'],
                ['已取消', '客户取消或超时未支付，舱位已释放，已付款项退回预存账户'],
                ['审核拒绝', '承运人未通过审核，已付款项退回预存账户'],
              ],
            },
          ],
        },
        {
          heading: '常见问题',
          blocks: [
            {
              kind: 'faq',
              items: [
                {
                  question: '为什么查不到我的货物？',
                  answer: '只有承运人已确认的订单才能查询货物跟踪；待支付、待审核的订单请在“我的订单”中查看进度。另请核对输入的是订舱号而不是订单号。',
                },
                {
                  question: '订单号和订舱号有什么区别？',
                  answer: '订单号在创建订单时生成，用于平台内的支付和查询；订舱号在承运人确认订舱后生成，是承运人确认的舱位凭证，也用于货物跟踪。',
                },
                {
                  question: '船期或截港时间有变化怎么办？',
                  answer: '船期调整、截港安排等由承运人在“配载通知”中发布，登录后可在页面顶部查看；订单相关变化通过站内消息通知。如有疑问请致电 {{domesticHotline}}。',
                },
              ],
            },
          ],
        },
      ],
    },
    en: {
      title: 'Cargo tracking',
      summary: 'Once the carrier confirms your booking, the booking number (waybill number) shows the vessel and voyage, departure and arrival times and the transport milestones.',
      sections: [
        {
          heading: 'How to track',
          blocks: [
            {
              kind: 'steps',
              items: [
                {
                  title: 'Get the booking number',
                  text: 'The carrier issues a booking number when it confirms the order; you find it in My orders and the order details, and on the booking confirmation.',
                  link: { to: '/orderManagementIndex', label: 'My orders' },
                },
                {
                  title: 'Enter the booking number',
                  text: 'Enter the booking (waybill) number on the Cargo tracking page or in the cargo tracking tab of the home page; no login is needed.',
                  link: { to: '/cargoTracking', label: 'Cargo tracking' },
                },
                {
                  title: 'Scan with your phone',
                  text: 'Once the booking is confirmed, the QR code on the order details page opens the cargo tracking of its booking number; scan it with your phone to check at any time.',
                },
              ],
            },
          ],
        },
        {
          heading: 'Milestones',
          blocks: [
            {
              kind: 'table',
              columns: ['Milestone', 'Meaning'],
              rows: [
                ['Booking confirmed', 'When the carrier confirmed the booking and issued the booking number'],
                ['Vessel departed', 'The vessel sailed from the port of loading; until the actual time is recorded, the estimated departure is shown'],
                ['Vessel arrived', 'The vessel reached the port of discharge; until the actual time is recorded, the estimated arrival is shown'],
              ],
            },
            {
              kind: 'note',
              tone: 'info',
              text: 'All times are Beijing time. Estimates follow the latest schedule and actual times appear once the carrier records them; container types and quantities are shown only to the booking enterprise when logged in.',
            },
          ],
        },
        {
          heading: 'Order statuses',
          blocks: [
            {
              kind: 'table',
              columns: ['Status', 'Meaning'],
              rows: [
                ['Draft', 'The booking information has not been submitted yet and can still be completed'],
                ['Awaiting payment', 'The order is submitted and the space held; pay before the deadline'],
                ['Awaiting review', 'Paid; the carrier is reviewing the booking'],
                ['Confirmed', 'The carrier has confirmed the booking and issued the booking number; the booking confirmation and draft bill of lading can be downloaded'],
                ['Cancelled', 'Cancelled by you or not paid in time; the space is released and anything paid returns to the prepaid account'],
                ['Rejected', 'The carrier did not approve the booking; anything paid returns to the prepaid account'],
              ],
            },
          ],
        },
        {
          heading: 'Frequently asked questions',
          blocks: [
            {
              kind: 'faq',
              items: [
                {
                  question: 'Why can I not find my cargo?',
                  answer: 'Only orders the carrier has confirmed can be tracked; follow orders awaiting payment or review in My orders. Also check that you entered the booking number, not the order number.',
                },
                {
                  question: 'What is the difference between the order number and the booking number?',
                  answer: "The order number is given when the order is created and is used for payment and enquiries on the portal; the booking number is issued when the carrier confirms the booking, is the carrier's proof of space, and is used for cargo tracking.",
                },
                {
                  question: 'What if the schedule or the cut-off changes?',
                  answer: 'The carrier publishes schedule changes and cut-off arrangements as stowage notices, which you can open from the top of the page once logged in; changes to your orders come by site message. For questions call {{domesticHotline}}.',
                },
              ],
            },
          ],
        },
      ],
    },
  },

  tchnologySupport: {
    zh: {
      title: '技术支持',
      summary: '使用中遇到浏览器、登录或下载问题时，可先按本页排查；仍未解决请联系客服。',
      sections: [
        {
          heading: '浏览器要求',
          blocks: [
            {
              kind: 'list',
              items: [
                '推荐使用最新版的 Chrome、Edge、Firefox 或 Safari 浏览器。',
                '建议浏览器窗口宽度不小于1280像素；窗口较窄时，页面可左右滚动查看。',
                '登录状态保存在浏览器的本地存储（localStorage）中，请勿禁止本站保存网站数据；在部分无痕或隐私模式下，刷新页面后需要重新登录。',
              ],
            },
          ],
        },
        {
          heading: '登录问题',
          blocks: [
            {
              kind: 'faq',
              items: [
                {
                  question: '为什么需要完成滑块验证？',
                  answer: '为保障账号安全，15分钟内输错密码达到3次后，再次登录前须向右拖动滑块完成拼图；获取短信验证码前也需要完成验证。拼图无法加载时，请点击“换一张”。',
                },
                {
                  question: '账号被锁定了怎么办？',
                  answer: '1小时内输错密码达到10次，账号将被锁定15分钟。可稍后再试，也可改用短信验证码登录，或通过“忘记密码”重置登录密码。',
                },
                {
                  question: '提示“登录账号已变更”是什么意思？',
                  answer: '同一浏览器的其他页面退出或切换了登录账号。请选择“登录其他账号”，或点击“刷新页面”以当前登录状态继续使用。',
                },
              ],
            },
            {
              kind: 'links',
              items: [
                { to: '/passwordBack', label: '找回密码' },
                { to: '/login', label: '登录' },
              ],
            },
          ],
        },
        {
          heading: '页面与下载',
          blocks: [
            {
              kind: 'list',
              items: [
                '页面显示异常或数据不是最新时，请先刷新页面；仍有问题时，清除浏览器缓存后重新登录。',
                '订舱确认书和提单样本为 PDF 文件，承运人确认订舱后可在订单详情中下载；如下载没有开始，请检查浏览器是否拦截了下载。',
                '生成确认件需要的时间稍长，请耐心等待，不要重复点击。',
                '服务条款、装箱规范等文件会自动开始下载，如未开始，请点击页面上的“下载文件”按钮。',
              ],
            },
            {
              kind: 'links',
              items: [
                { to: '/commonFile/download?code=EpanServiceTerm', label: '服务条款' },
                { to: '/commonFile/download?code=CargoPackingRules', label: '集装箱货物装箱规范' },
              ],
            },
          ],
        },
        {
          heading: '联系技术支持',
          blocks: [
            {
              kind: 'paragraph',
              text: '以上方法无法解决时，请致电 {{domesticHotline}}（每天8:30–20:30），或点击页面顶部的“在线客服”（新窗口打开）。联系时请说明登录名、浏览器及版本、出现问题的页面和操作步骤，附上截图更便于排查。',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Technical support',
      summary: 'If you run into browser, login or download problems, work through this page first; if that does not help, contact customer service.',
      sections: [
        {
          heading: 'Browser requirements',
          blocks: [
            {
              kind: 'list',
              items: [
                'Use a current version of Chrome, Edge, Firefox or Safari.',
                'A browser window at least 1280 pixels wide is recommended; in a narrower window the page scrolls sideways.',
                "Your login is kept in the browser's local storage (localStorage), so do not block this site from storing site data; in some private or incognito modes you must log in again after refreshing the page.",
              ],
            },
          ],
        },
        {
          heading: 'Login problems',
          blocks: [
            {
              kind: 'faq',
              items: [
                {
                  question: 'Why must I complete a slider check?',
                  answer: 'To protect your account, after 3 wrong passwords within 15 minutes you must drag the slider to the right to complete the puzzle before logging in again; the same check comes before a text-message code is sent. If the puzzle does not load, click "New puzzle".',
                },
                {
                  question: 'My account is locked. What can I do?',
                  answer: 'After 10 wrong passwords within an hour the account is locked for 15 minutes. Try again later, log in with a text-message code instead, or reset the login password through "Forgot password?".',
                },
                {
                  question: 'What does "Login account changed" mean?',
                  answer: 'Another page in the same browser has logged out or switched to a different account. Choose "Log in another account", or "Refresh page" to carry on as whoever is logged in now.',
                },
              ],
            },
            {
              kind: 'links',
              items: [
                { to: '/passwordBack', label: 'Recover password' },
                { to: '/login', label: 'Log in' },
              ],
            },
          ],
        },
        {
          heading: 'Pages and downloads',
          blocks: [
            {
              kind: 'list',
              items: [
                'If a page looks wrong or its data seems out of date, refresh it first; if the problem remains, clear the browser cache and log in again.',
                'The booking confirmation and the draft bill of lading are PDF files you can download from the order details once the carrier has confirmed the booking; if the download does not start, check whether the browser has blocked it.',
                'Producing a confirmed copy takes a little longer; please wait and do not click again.',
                'Documents such as the service terms and the packing rules start downloading by themselves; if not, click the "Download the file" button on the page.',
              ],
            },
            {
              kind: 'links',
              items: [
                { to: '/commonFile/download?code=EpanServiceTerm', label: 'Service terms' },
                { to: '/commonFile/download?code=CargoPackingRules', label: 'Container packing rules' },
              ],
            },
          ],
        },
        {
          heading: 'Contacting support',
          blocks: [
            {
              kind: 'paragraph',
              text: 'If none of this helps, call {{domesticHotline}} (daily 8:30–20:30) or click "Live chat" at the top of the page (it opens in a new tab). Please give your login name, your browser and its version, the page concerned and what you did; a screenshot helps us find the cause.',
            },
          ],
        },
      ],
    },
  },

  receipt: {
    zh: {
      title: '发票与收据',
      summary: '平台不提供在线开票。请设置发票接收邮箱，承运人财务将在航次完成后把电子发票发送至该邮箱。',
      sections: [
        {
          heading: '电子发票',
          blocks: [
            {
              kind: 'steps',
              items: [
                {
                  title: '设置发票接收邮箱',
                  text: '在会员中心的“发票接收邮箱”中添加接收邮箱，最多5个。子账号需由企业主账号授予“维护发票接收邮箱”权限。',
                  link: { to: '/invoiceAcceptanceEmail', label: '发票接收邮箱' },
                },
                {
                  title: '核对开票信息',
                  text: '电子发票以客户认证时登记的企业名称和统一社会信用代码为开票信息，请确保准确；如有变更，请在开票前联系客服。',
                  link: { to: '/auth/modify', label: '企业信息' },
                },
                {
                  title: '接收电子发票',
                  text: '航次完成后，承运人财务开具电子发票并发送至您设置的接收邮箱。',
                },
              ],
            },
            {
              kind: 'note',
              tone: 'info',
              text: '对开票进度、发票金额或开票信息有疑问，请致电 {{domesticHotline}} 联系承运人财务。',
            },
          ],
        },
        {
          heading: '收据与资金明细',
          blocks: [
            {
              kind: 'list',
              items: [
                '预存账户的充值、支付、退款等每一笔资金往来，可在“我的资产”的资金明细中按日期和类型查询，并下载 Excel。',
                '每个订单的费用明细可在订单详情中查看；承运人确认后下载的订舱确认书也列明费用明细。',
                '线下充值和退款申请的处理结果，分别在“线下充值记录”和“退款申请记录”中查看。',
              ],
            },
            {
              kind: 'links',
              items: [
                { to: '/myAssets', label: '我的资产' },
                { to: '/accountStore/storeOfflineRecord', label: '线下充值记录' },
                { to: '/accountStore/refundApplyRecord', label: '退款申请记录' },
              ],
            },
          ],
        },
        {
          heading: '常见问题',
          blocks: [
            {
              kind: 'faq',
              items: [
                {
                  question: '可以在线申请或下载发票吗？',
                  answer: '暂不支持。电子发票由承运人财务统一开具，并发送至您设置的发票接收邮箱。',
                },
                {
                  question: '没有收到电子发票怎么办？',
                  answer: '请先确认发票接收邮箱填写正确，并检查垃圾邮件箱；仍未收到，请致电 {{domesticHotline}} 联系财务。',
                },
              ],
            },
          ],
        },
      ],
    },
    en: {
      title: 'Invoices and receipts',
      summary: "Invoices are not issued online. Set an invoice e-mail address, and the carrier's finance will send the e-invoice there once the voyage is completed.",
      sections: [
        {
          heading: 'E-invoices',
          blocks: [
            {
              kind: 'steps',
              items: [
                {
                  title: 'Set the invoice e-mail',
                  text: 'Add the receiving addresses under Invoice e-mail in the member centre, up to 5. A sub-account needs the maintain-invoice-e-mails right from the main account.',
                  link: { to: '/invoiceAcceptanceEmail', label: 'Invoice e-mail' },
                },
                {
                  title: 'Check the invoicing details',
                  text: 'E-invoices are made out to the enterprise name and unified social credit code registered at certification, so please keep them accurate; if they change, contact customer service before invoicing.',
                  link: { to: '/auth/modify', label: 'Enterprise information' },
                },
                {
                  title: 'Receive the e-invoice',
                  text: "Once the voyage is completed, the carrier's finance issues the e-invoice and sends it to the addresses you set.",
                },
              ],
            },
            {
              kind: 'note',
              tone: 'info',
              text: "For questions about invoicing progress, amounts or details, call {{domesticHotline}} to reach the carrier's finance.",
            },
          ],
        },
        {
          heading: 'Receipts and account statement',
          blocks: [
            {
              kind: 'list',
              items: [
                'Every top-up, payment and refund on the prepaid account is listed in the account statement under My assets; search it by date and type and download it as Excel.',
                'The charges of each order are shown in its order details, and the booking confirmation downloaded after confirmation lists them too.',
                'The outcome of offline top-ups and refund requests is shown under Offline top-up records and Refund requests.',
              ],
            },
            {
              kind: 'links',
              items: [
                { to: '/myAssets', label: 'My assets' },
                { to: '/accountStore/storeOfflineRecord', label: 'Offline top-up records' },
                { to: '/accountStore/refundApplyRecord', label: 'Refund requests' },
              ],
            },
          ],
        },
        {
          heading: 'Frequently asked questions',
          blocks: [
            {
              kind: 'faq',
              items: [
                {
                  question: 'Can I request or download invoices online?',
                  answer: "Not at present. The carrier's finance issues all e-invoices and sends them to the invoice e-mail addresses you have set.",
                },
                {
                  question: 'What if I have not received an e-invoice?',
                  answer: 'Check that the invoice e-mail address is correct and look in your spam folder; if it is still missing, call {{domesticHotline}} to reach finance.',
                },
              ],
            },
          ],
        },
      ],
    },
  },

  advice: {
    zh: {
      title: '投诉建议',
      summary: '您的意见是我们改进服务的动力。对服务不满意或有改进建议，欢迎通过以下方式告诉我们。',
      sections: [
        {
          heading: '联系方式',
          blocks: [
            {
              kind: 'table',
              columns: ['方式', '联系渠道', '说明'],
              rows: [
                ['投诉热线', '{{complaintHotline}}', '每天8:30–20:30'],
                ['电子邮件', 'feedback@coastbook.example', '可附截图、单证等材料'],
                ['在线客服', '页面顶部“在线客服”', '新窗口打开，适合即时沟通'],
              ],
            },
          ],
        },
        {
          heading: '请提供以下信息',
          blocks: [
            {
              kind: 'list',
              items: [
                '您的登录名、企业名称和联系电话',
                '相关的订单号或订舱号',
                '问题发生的时间、经过和您的诉求',
                '截图、单证等相关材料（通过邮件反馈时附上）',
              ],
            },
          ],
        },
        {
          heading: '处理流程',
          blocks: [
            {
              kind: 'steps',
              items: [
                {
                  title: '登记受理',
                  text: '客服登记您的投诉或建议，并转交相关部门处理。',
                },
                {
                  title: '答复',
                  text: '我们将在2个工作日内答复您；需要进一步核实的，会告知处理进度。',
                },
                {
                  title: '跟进',
                  text: '对处理结果不满意的，可再次致电投诉热线，由专人跟进。',
                },
              ],
            },
            {
              kind: 'note',
              tone: 'info',
              text: '订舱、支付等业务咨询，请拨打内贸订舱热线 {{domesticHotline}}，办理更快捷。',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Complaints and suggestions',
      summary: 'Your views help us improve. If you are unhappy with our service or have a suggestion, please tell us in any of the ways below.',
      sections: [
        {
          heading: 'How to reach us',
          blocks: [
            {
              kind: 'table',
              columns: ['Way', 'Where', 'Notes'],
              rows: [
                ['Complaints hotline', '{{complaintHotline}}', 'Daily 8:30–20:30'],
                ['E-mail', 'feedback@coastbook.example', 'Screenshots and documents may be attached'],
                ['Live chat', '"Live chat" at the top of the page', 'Opens in a new tab; best for a quick exchange'],
              ],
            },
          ],
        },
        {
          heading: 'Please tell us',
          blocks: [
            {
              kind: 'list',
              items: [
                'Your login name, company name and contact number',
                'The order number or booking number concerned',
                'When and how the problem arose, and what you would like us to do',
                'Screenshots, documents or other material (attach them when writing by e-mail)',
              ],
            },
          ],
        },
        {
          heading: 'What happens next',
          blocks: [
            {
              kind: 'steps',
              items: [
                {
                  title: 'Logged',
                  text: 'Customer service logs your complaint or suggestion and passes it to the department concerned.',
                },
                {
                  title: 'Reply',
                  text: 'We reply within 2 working days; where more checking is needed, we tell you how it is progressing.',
                },
                {
                  title: 'Follow-up',
                  text: 'If you are not satisfied with the outcome, call the complaints hotline again and a named person will follow it up.',
                },
              ],
            },
            {
              kind: 'note',
              tone: 'info',
              text: 'For questions about bookings or payments, the domestic booking hotline {{domesticHotline}} is the quickest route.',
            },
          ],
        },
      ],
    },
  },
};
