import { fileTemplate } from '../../src/modules/file';
import type { Seeder } from '../seeder';
import { buildTextPdf } from './text-pdf';

/** Codes of the seeded documents; the web downloads them by code (000 §7.4 EpanServiceTerm). */
export const TEMPLATE_CODES = { serviceTerms: 'EpanServiceTerm', authorizationLetter: 'AuthorizationLetter', packingRules: 'CargoPackingRules' } as const;

const TEMPLATES = [
  {
    fileCode: TEMPLATE_CODES.serviceTerms,
    fileName: '在线订舱服务条款.pdf',
    title: 'CoastBook 在线订舱服务条款',
    lines: [
      '第一条 本条款适用于客户通过本平台办理内贸集装箱订舱及相关物流服务。',
      '第二条 客户应保证所提交的货物、收发货人及门点信息真实、准确、完整。',
      '第三条 订单经承运人确认后生效；改单、退关按平台公布的规则办理。',
      '第四条 运费及附加费以下单时平台展示的价格为准，支付后方可放舱。',
      '第五条 危险品、超限货物须事先申报，未申报造成的损失由客户承担。',
      '第六条 本条款未尽事宜，按照国家法律法规及承运人公布的运输条款执行。',
    ],
  },
  {
    fileCode: TEMPLATE_CODES.authorizationLetter,
    fileName: '授权委托书（模板）.pdf',
    title: '授权委托书',
    lines: [
      '委托单位（盖章）：____________________ 统一社会信用代码：____________________',
      '兹委托 ________（身份证号：__________________）为我单位代理人，',
      '代表我单位在 CoastBook 平台办理企业认证、订舱及相关业务。',
      '委托期限：自 ____ 年 __ 月 __ 日至 ____ 年 __ 月 __ 日。',
      '法定代表人（签字）：____________  日期：____ 年 __ 月 __ 日',
    ],
  },
  {
    fileCode: TEMPLATE_CODES.packingRules,
    fileName: '集装箱货物装箱规范.pdf',
    title: '集装箱货物装箱规范',
    lines: [
      '一、货物重量不得超过箱体标注的最大载重，重心应居中。',
      '二、货物须捆扎加固，防止运输途中移位、倒塌。',
      '三、液袋、散货等特殊装载须使用平台指定的服务产品。',
      '四、装箱完成后拍摄箱内照片并在订单中上传（空箱、半箱、满箱）。',
    ],
  },
] as const;

/** The carrier's downloadable documents, generated as small PDFs. */
export const fileSeeder: Seeder = {
  area: 'file',
  async seed(tx) {
    for (const template of TEMPLATES) {
      const content = buildTextPdf(template);
      await tx.insert(fileTemplate).values({
        fileCode: template.fileCode,
        fileName: template.fileName,
        contentType: 'application/pdf',
        content,
        sizeBytes: content.length,
      });
    }
  },
};
