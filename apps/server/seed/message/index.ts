import { eq } from 'drizzle-orm';
import { userAccount } from '../../src/modules/auth';
import { customerMessage, stowageNotice } from '../../src/modules/message';
import { DEMO_ENTERPRISE } from '../enterprise';
import type { Seeder } from '../seeder';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type SeedMessage = { theme: string; orderType?: 'OC' | 'TR'; title: string; content: string; businessId?: string; ageHours: number; read: boolean };

/** demo_ent's inbox: a mix of read and unread account, certification, order (OC), trailer (TR) and system messages, so the badges show. */
const DEMO_ENT_MESSAGES: readonly SeedMessage[] = [
  { theme: 'ACCOUNT', title: '欢迎注册', content: '欢迎注册 CoastBook 在线订舱平台！完成企业认证后即可在线订舱、支付与跟踪货物。', ageHours: 60 * 24, read: true },
  { theme: 'CERTIFICATION', title: '企业认证已通过', content: `您提交的企业认证（${DEMO_ENTERPRISE.enterpriseCnnme}）已审核通过，现可使用全部订舱功能。`, ageHours: 58 * 24, read: true },
  { theme: 'ACCOUNT', title: '登录密码已修改', content: '您的登录密码已于近期修改。如非本人操作，请立即通过“忘记密码”重置并联系客服。', ageHours: 30 * 24, read: true },
  { theme: 'ORDER', orderType: 'OC', title: '订单已确认', content: '订单 PANSHA2607150012（上海—大连，2×40HQ）已确认，请在截单时间前完成装箱。', businessId: 'PANSHA2607150012', ageHours: 20 * 24, read: true },
  { theme: 'ORDER', orderType: 'OC', title: '船舶已开航', content: '订单 PANSHA2607150012 所配船舶“中远之星 V.2607N”已于上海港开航，预计 3 天后抵达大连港。', businessId: 'PANSHA2607150012', ageHours: 16 * 24, read: false },
  { theme: 'ORDER', orderType: 'OC', title: '订单支付成功', content: '订单 PANSHA2607220031（上海—广州南沙，1×20GP）支付成功，金额 ¥4,860.00。', businessId: 'PANSHA2607220031', ageHours: 9 * 24, read: false },
  { theme: 'ORDER', orderType: 'OC', title: '改单申请已通过', content: '订单 PANSHA2607220031 的改单申请（收货人电话变更）已审核通过。', businessId: 'PANSHA2607220031', ageHours: 5 * 24, read: false },
  { theme: 'TRAILER', orderType: 'TR', title: '拖车已派车', content: '拖车订单 TR2607180008 已派车：沪A·D3521，司机周师傅 137****8826，预计明日 09:00 到达外高桥仓库。', businessId: 'TR2607180008', ageHours: 12 * 24, read: true },
  { theme: 'TRAILER', orderType: 'TR', title: '拖车已完成提箱', content: '拖车订单 TR2607180008 已完成提箱，箱号 PANU 123456-7，请在装箱后上传箱照。', businessId: 'TR2607180008', ageHours: 11 * 24, read: false },
  { theme: 'TRAILER', orderType: 'TR', title: '司机信息已更新', content: '拖车订单 TR2607250015 的司机信息已更新为王师傅 159****3387，车牌辽B·7K291。', businessId: 'TR2607250015', ageHours: 2 * 24, read: false },
  { theme: 'SYSTEM', title: '系统维护通知', content: '平台将于本周六 00:00—04:00 进行系统维护，期间暂停在线支付与订舱，请提前安排。', ageHours: 30, read: false },
  { theme: 'SYSTEM', title: '台风天气运营提示', content: '受台风影响，华南航线部分班期可能调整，请关注订单消息与配载信息公告。', ageHours: 6, read: false },
];

const DEMO_SUB_MESSAGES: readonly SeedMessage[] = [
  { theme: 'ACCOUNT', title: '欢迎注册', content: '欢迎注册 CoastBook 在线订舱平台！', ageHours: 20 * 24, read: true },
  { theme: 'SYSTEM', title: '系统维护通知', content: '平台将于本周六 00:00—04:00 进行系统维护，期间暂停在线支付与订舱，请提前安排。', ageHours: 30, read: false },
];

const STOWAGE_NOTICES = [
  {
    title: '上海港—大连港航线 8 月上旬配载安排',
    content: '8 月 1 日至 10 日上海港至大连港航线运力充足，40 尺高箱可正常配载；重箱请于开船前 24 小时完成进港。',
    portCode: 'SHA',
    ageDays: 3,
  },
  {
    title: '广州南沙港台风期间截港时间调整',
    content: '台风预警期间，南沙港出口重箱截港时间提前至开船前 36 小时，已订舱客户请合理安排提箱与装箱。',
    portCode: 'NSA',
    ageDays: 1,
  },
] as const;

async function userIdOf(tx: Parameters<Seeder['seed']>[0], logonId: string): Promise<string> {
  const [row] = await tx.select({ id: userAccount.id }).from(userAccount).where(eq(userAccount.logonId, logonId));
  if (!row) throw new Error(`message seed: ${logonId} missing (the auth seeder runs first)`);
  return row.id;
}

/** Inboxes of demo_ent and demo_sub, and the published stowage notices. */
export const messageSeeder: Seeder = {
  area: 'message',
  async seed(tx) {
    const now = Date.now();
    for (const [logonId, messages] of [
      ['demo_ent', DEMO_ENT_MESSAGES],
      ['demo_sub', DEMO_SUB_MESSAGES],
    ] as const) {
      const userId = await userIdOf(tx, logonId);
      await tx.insert(customerMessage).values(
        messages.map((message) => ({
          userId,
          theme: message.theme,
          type: message.orderType ? 'OrderMsg' : 'Notice',
          orderType: message.orderType ?? null,
          title: message.title,
          content: message.content,
          businessId: message.businessId ?? null,
          createdAt: new Date(now - message.ageHours * HOUR),
          readAt: message.read ? new Date(now - message.ageHours * HOUR + HOUR) : null,
        })),
      );
    }
    await tx.insert(stowageNotice).values(
      STOWAGE_NOTICES.map((notice) => ({ title: notice.title, content: notice.content, portCode: notice.portCode, publishedAt: new Date(now - notice.ageDays * DAY) })),
    );
  },
};
