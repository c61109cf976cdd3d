import type { TodoTaskType } from '@coastbook/contracts';

/** The user centre's to-do list (web/domestic/task/todo). Nested under `todo` in the zh-CN catalogue; en-US has the same shape. */
export const todoZhCN = {
  title: '待办事项',
  empty: '暂无待办事项',
  go: '去处理',
  refuse: '拒绝',
  remove: '移除',
  removeConfirm: '移除后此提醒不再出现在待办中，业务本身不受影响，可在历史任务中查看。确定移除？',
  refuseTitle: '拒绝：{{title}}',
  refuseReason: '拒绝原因',
  refuseReasonPlaceholder: '选填，将通过消息告知申请人',
  refuseOk: '确定拒绝',
  cancel: '取消',
  done: '操作成功',
  historyLink: '历史任务',
  history: {
    title: '历史任务',
    intro: '近6个月已处理或已关闭的待办事项，新的在前。',
    empty: '近6个月没有已处理的待办事项',
    task: '待办事项',
    content: '内容',
    outcome: '处理结果',
    doneAt: '完成时间',
    view: '查看',
    notShown: '认证企业或认证个人用户可查看历史任务',
  },
  /** Titles by task type: every type of the contract (checked by the type); the server's own title is the fallback. */
  types: {
    SUB_USER_APPROVAL: '子账号关联申请待审批',
    CERTIFICATION_RESUBMIT: '认证未通过，请修改后重新提交',
    BANK_INFO: '请完善企业银行账户信息',
    SERVICE_TERMS: '请确认在线订舱服务条款',
    ORDER_AWAITING_PAYMENT: '待支付订单',
    ORDER_BALANCE_DUE: '待付尾款订单',
  } satisfies Record<TodoTaskType, string>,
};
