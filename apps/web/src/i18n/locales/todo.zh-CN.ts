/** The user centre's to-do list (web/domestic/task/todo). Nested under `todo` in the zh-CN catalogue; en-US has the same shape. */
export const todoZhCN = {
  title: '待办事项',
  empty: '暂无待办事项',
  go: '去处理',
  /** Titles by task type; the server's own title is shown for types not listed here. */
  types: {
    SUB_USER_APPROVAL: '子账号关联申请待审批',
    CERTIFICATION_RESUBMIT: '认证未通过，请修改后重新提交',
    BANK_INFO: '请完善企业银行账户信息',
    SERVICE_TERMS: '请确认在线订舱服务条款',
  },
};
