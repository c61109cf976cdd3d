/**
 * The one catalogue of error codes the API answers with (ARCHITECTURE.md "API conventions").
 * Each entry: the envelope `code`, the HTTP status it travels with, and the Chinese message a user can act on.
 * Business refusals travel as HTTP 200 with a non-zero code; transport-level problems use their HTTP status.
 * Areas add their refusals here, grouped by area, numbered in their own thousand.
 */
export interface ErrorDefinition {
  /** The envelope's `code`; 0 is success and never appears here. */
  readonly code: number;
  /** HTTP status the envelope is sent with. */
  readonly httpStatus: number;
  /** Default user-facing message (zh-CN). */
  readonly msg: string;
}

export const ERRORS = {
  // ---- transport and platform (numbered as their HTTP status) ----
  /** Malformed input: bad JSON, a field failing its schema. The message names the fields. */
  BAD_REQUEST: { code: 400, httpStatus: 400, msg: '请求错误' },
  /** No valid access token, or it was revoked or expired. */
  UNAUTHORIZED: { code: 401, httpStatus: 401, msg: '未授权，请重新登录' },
  /** Authenticated but not allowed to do this. */
  FORBIDDEN: { code: 403, httpStatus: 403, msg: '拒绝访问' },
  /** Unknown path, or an object the caller may not see (answered as if absent). */
  NOT_FOUND: { code: 404, httpStatus: 404, msg: '请求的资源不存在' },
  /** Body too large for the route. */
  PAYLOAD_TOO_LARGE: { code: 413, httpStatus: 413, msg: '请求内容过大' },
  /** Content-Type the route does not accept. */
  UNSUPPORTED_MEDIA_TYPE: { code: 415, httpStatus: 415, msg: '不支持的请求格式' },
  /** The same Idempotency-Key was reused with a different request body. */
  IDEMPOTENCY_KEY_REUSED: { code: 422, httpStatus: 422, msg: '幂等键已用于另一笔不同的请求' },
  /** The client must log in again (000 §7.1: 426 logs the user out). */
  UPGRADE_REQUIRED: { code: 426, httpStatus: 426, msg: '登录状态已失效，请重新登录' },
  /** Rate limit hit (shared across instances, kept in PostgreSQL). */
  TOO_MANY_REQUESTS: { code: 429, httpStatus: 429, msg: '请求过于频繁，请稍后再试' },
  /** Any unexpected failure; details stay in the log. */
  INTERNAL: { code: 500, httpStatus: 500, msg: '服务器错误' },
  /** The database (or another required backend) is unreachable. */
  SERVICE_UNAVAILABLE: { code: 503, httpStatus: 503, msg: '服务不可用，请稍后再试' },
  /** Access token header missing on a call that needs one (000 §7.1: data 10040 triggers a refresh). */
  TOKEN_EMPTY: { code: 10040, httpStatus: 401, msg: '令牌为空，请重新登录' },

  // ---- generic business refusals (1xxx) ----
  /** A business rule refused the request; the message is given where it is raised. */
  BUSINESS_RULE: { code: 1000, httpStatus: 200, msg: '操作失败' },

  // ---- basedata (2xxx) ----
  /**
   * Public cargo tracking (web/commonUrl/portal/newTrackingCargo): the waybill number matches no
   * order the caller may see. Same answer for "no such order" and "not yours", so numbers cannot be probed.
   */
  WAYBILL_INVALID_OR_FORBIDDEN: { code: 2001, httpStatus: 200, msg: '运单号无效或无权限' },

  // ---- auth: login and tokens (3000-3049) ----
  /** Wrong logon id / password, unknown account, or an account locked after 10 failures: one message for all, so nothing is revealed. */
  LOGIN_FAILED: { code: 3001, httpStatus: 200, msg: '用户名或密码错误' },
  /** Password login needs the slide-puzzle captcha first (after 3 failures of the account or IP in 15 minutes, or always by config). */
  CAPTCHA_REQUIRED: { code: 3002, httpStatus: 200, msg: '请先完成滑块验证' },
  /** Refresh token unknown, expired, revoked or reused: the client must log in again. */
  REFRESH_TOKEN_INVALID: { code: 3003, httpStatus: 401, msg: '登录已过期，请重新登录' },
  /** The account was locked by the carrier (state Lock), not by failed logins. */
  ACCOUNT_DISABLED: { code: 3004, httpStatus: 200, msg: '账号已被停用，请联系客服' },
  /** SMS-code login for a phone number no account uses. */
  PHONE_NOT_REGISTERED: { code: 3005, httpStatus: 200, msg: '该手机号未注册' },
  /** The captcha answer (slide key) was wrong, used or expired. */
  CAPTCHA_INVALID: { code: 3007, httpStatus: 200, msg: '滑块验证失败，请重新验证' },

  // ---- auth & account: verification (3050-3099) ----
  /** Slide puzzle: offset outside the tolerance, a track that does not look like a drag, or a key already tried. */
  SLIDE_VERIFY_FAILED: { code: 3050, httpStatus: 200, msg: '验证失败，请重试' },
  /** Slide puzzle: the key is unknown or older than 2 minutes; the client loads a new puzzle. */
  SLIDE_EXPIRED: { code: 3051, httpStatus: 200, msg: '验证码已过期，请刷新' },
  /** A code was requested without a passed, unused slide puzzle (slideKey) from the last 2 minutes. */
  SLIDE_PROOF_REQUIRED: { code: 3052, httpStatus: 200, msg: '请先完成滑块验证' },
  /**
   * A code was requested for the same phone/e-mail within 60 s. The message is sent as
   * '验证码请求过于频繁,<seconds left>' so the client's countdown resumes (000 §4.5; parseCodeSendRefusal).
   */
  CODE_SEND_TOO_FREQUENT: { code: 3053, httpStatus: 200, msg: '验证码请求过于频繁' },
  /** The phone number or e-mail address got its daily number of codes (China day, VERIFICATION_CODE_DAILY_LIMIT_PER_TARGET). */
  CODE_DAILY_LIMIT_TARGET: { code: 3054, httpStatus: 200, msg: '今日获取验证码次数已达上限，请明天再试' },
  /** The client IP got its daily number of codes (VERIFICATION_CODE_DAILY_LIMIT_PER_IP). */
  CODE_DAILY_LIMIT_IP: { code: 3055, httpStatus: 200, msg: '当前网络今日获取验证码次数过多，请明天再试' },
  /** The SMS/e-mail code does not match the latest one sent for this purpose (a wrong try is counted). */
  CODE_WRONG: { code: 3056, httpStatus: 200, msg: '验证码错误' },
  /** No live code: never sent, older than 5 minutes, or already used. */
  CODE_EXPIRED: { code: 3057, httpStatus: 200, msg: '验证码已失效，请重新获取' },
  /** The code had 5 wrong tries and is dead. */
  CODE_TOO_MANY_ATTEMPTS: { code: 3058, httpStatus: 200, msg: '验证码错误次数过多，请重新获取' },

  // ---- auth & account: account (3100-3199) ----
  /** Registration: the user name (logon id) is taken, compared case-insensitively. */
  USERNAME_TAKEN: { code: 3100, httpStatus: 200, msg: '用户名已存在' },
  /** Registration, or a register / bind code requested for a phone number an account already uses. */
  PHONE_TAKEN: { code: 3101, httpStatus: 200, msg: '手机号已注册' },
  /** updateUserInfo, or a register / bind e-mail code, for an address another account already uses. */
  EMAIL_TAKEN: { code: 3102, httpStatus: 200, msg: '该邮箱已被使用' },
  /** Password back or login by e-mail (code send or reset) for an address no account uses. */
  EMAIL_NOT_BOUND: { code: 3103, httpStatus: 200, msg: '该邮箱未绑定账号' },
  /** updateLoginPassword: the old password is wrong. */
  ORIGINAL_PASSWORD_WRONG: { code: 3104, httpStatus: 200, msg: '原登录密码错误' },
  /** updateLoginPassword: the new password equals the old one (000 §5). */
  NEW_PASSWORD_SAME_AS_OLD: { code: 3105, httpStatus: 200, msg: '新登录密码不能与原密码相同' },
  /** A new password (change, password back, reset) is valid but not strong: common word, user-name part... */
  PASSWORD_NOT_STRONG: { code: 3106, httpStatus: 200, msg: '密码强度弱：须8-16位、含三类字符，且不能包含常见词或用户名' },
  /** updateLoginPassword without a live identity ticket from verifyIdentityBySms (step 0 of the change box, 000 §4.6). */
  IDENTITY_VERIFICATION_REQUIRED: { code: 3107, httpStatus: 200, msg: '身份验证已失效，请重新进行短信验证' },
  /** resetLoginPassword for an account that is not in state ResetPassword. */
  PASSWORD_RESET_NOT_REQUIRED: { code: 3108, httpStatus: 200, msg: '该账号无需重置密码，请使用忘记密码' },
  /** setPaymentPassword when one is already set (use update or reset). */
  PAYMENT_PASSWORD_ALREADY_SET: { code: 3110, httpStatus: 200, msg: '支付密码已设置，请勿重复设置' },
  /** A payment-password call that needs an existing payment password. */
  PAYMENT_PASSWORD_NOT_SET: { code: 3111, httpStatus: 200, msg: '尚未设置支付密码' },
  /** updatePaymentPassword: the old payment password is wrong. */
  PAYMENT_PASSWORD_WRONG: { code: 3112, httpStatus: 200, msg: '原支付密码错误' },
  /** updatePaymentPassword / resetPaymentPwd: the new payment password equals the current one. */
  PAYMENT_PASSWORD_SAME_AS_OLD: { code: 3113, httpStatus: 200, msg: '新支付密码不能与原支付密码相同' },
  /** 5 wrong payment passwords within an hour: checks are refused for the rest of the hour (reset by SMS works). */
  PAYMENT_PASSWORD_LOCKED: { code: 3114, httpStatus: 200, msg: '支付密码错误次数过多，请1小时后再试或通过短信重置' },
  /** updateUserInfo changes the e-mail without a code sent to the new address (emailCodeType CHANGE_BIND). */
  EMAIL_CODE_REQUIRED: { code: 3115, httpStatus: 200, msg: '请输入新邮箱收到的验证码' },
  /** Changing the login password in the portal while bound to a unified account: that password is the unified account's (000 §5). */
  LOGIN_PASSWORD_UNION_ACCOUNT: { code: 3116, httpStatus: 200, msg: '统一账号用户不能在此修改密码，请使用忘记密码功能' },

  // ---- operator console (9xxx) ----
  /** Operator login: unknown login name, wrong password, or an operator locked for 15 minutes after 5 failures: one message for all. */
  OPS_LOGIN_FAILED: { code: 9001, httpStatus: 200, msg: '账号或密码错误' },
  /** Operator login with the right password for an operator an administrator has disabled. */
  OPS_OPERATOR_DISABLED: { code: 9002, httpStatus: 200, msg: '该运营账号已停用，请联系系统管理员' },
  /** A logged-in operator whose role lacks the permission the call needs (requireOperator). */
  OPS_PERMISSION_DENIED: { code: 9003, httpStatus: 403, msg: '当前角色无权执行该操作' },
  /** GET /ops/accounts/:userId for an account that does not exist. */
  OPS_ACCOUNT_NOT_FOUND: { code: 9010, httpStatus: 404, msg: '客户账号不存在' },
  /** Operator management: an operator id that does not exist. */
  OPS_OPERATOR_NOT_FOUND: { code: 9200, httpStatus: 404, msg: '运营账号不存在' },
  /** Creating an operator whose login name another operator has (case-insensitively). */
  OPS_LOGIN_NAME_TAKEN: { code: 9201, httpStatus: 200, msg: '该登录名已被使用' },
  /** An administrator disables, or changes the role of, their own account. */
  OPS_CANNOT_CHANGE_SELF: { code: 9202, httpStatus: 200, msg: '不能停用自己的账号或修改自己的角色' },
  /** Disabling or demoting the only active administrator (the console would have no one to manage it). */
  OPS_LAST_ADMIN: { code: 9203, httpStatus: 200, msg: '至少需要保留一个正常状态的系统管理员' },
  /** A call other than /me, logout or the password change from an operator who must change an initial or reset password. */
  OPS_PASSWORD_CHANGE_REQUIRED: { code: 9204, httpStatus: 403, msg: '请先修改初始密码' },
  /** The operator's own password change: the current password is wrong. */
  OPS_PASSWORD_WRONG: { code: 9205, httpStatus: 200, msg: '原密码错误' },
  /** The operator's own password change: the new password equals the current one. */
  OPS_PASSWORD_SAME_AS_OLD: { code: 9206, httpStatus: 200, msg: '新密码不能与原密码相同' },
  /** Revealing the bank account number of an enterprise that has none on file. */
  OPS_BANK_ACCOUNT_MISSING: { code: 9207, httpStatus: 404, msg: '该企业未填写银行账号' },

  // ---- files, addresses, messages (5xxx) ----
  /** uploadFile: the file is larger than FILE_MAX_BYTES; the message names the configured limit in MB. */
  FILE_TOO_LARGE: { code: 5001, httpStatus: 200, msg: '文件大小不能超过10MB' },
  /** uploadFile: the extension is not in the list of the chosen fileType (000 §5 upload extensions). */
  FILE_EXTENSION_NOT_ALLOWED: { code: 5002, httpStatus: 200, msg: '不支持的文件格式' },
  /** uploadFile: the first bytes do not match the extension's magic number (a renamed or disguised file). */
  FILE_CONTENT_MISMATCH: { code: 5003, httpStatus: 200, msg: '文件内容与格式不符' },
  /** uploadFile: the file has no bytes. */
  FILE_EMPTY: { code: 5004, httpStatus: 200, msg: '文件内容为空' },
  /** A file id that does not exist, was deleted, or belongs to someone the caller may not see (answered as if absent). */
  FILE_NOT_FOUND: { code: 5005, httpStatus: 404, msg: '文件不存在' },
  /** downloadTemplate / getURLByFileCode: no template under that fileCode. */
  FILE_TEMPLATE_NOT_FOUND: { code: 5006, httpStatus: 404, msg: '模板文件不存在' },
  /** A signed file link (getFileUrl) whose signature is wrong or whose time is up. */
  FILE_LINK_EXPIRED: { code: 5007, httpStatus: 403, msg: '文件链接已失效，请刷新页面后重试' },
  /** The file store (local disk or S3) could not be written or read. */
  FILE_STORAGE_UNAVAILABLE: { code: 5008, httpStatus: 503, msg: '文件服务暂不可用，请稍后再试' },
  /** Deleting or re-linking a file the caller can see but did not upload (a sub-account with ALL visibility). */
  FILE_NOT_MODIFIABLE: { code: 5009, httpStatus: 403, msg: '只能操作本人上传的文件' },
  /** An address-book entry that does not exist or is not the caller's to see (answered as if absent). */
  ADDRESS_NOT_FOUND: { code: 5100, httpStatus: 404, msg: '地址不存在' },
  /** add/updateUserAddress, checkAddressLabelExist: the owner already has this label for this address type. */
  ADDRESS_LABEL_TAKEN: { code: 5101, httpStatus: 200, msg: '标签已存在' },
  /** Changing an entry the caller can see but did not create (a sub-account with ALL visibility). */
  ADDRESS_NOT_MODIFIABLE: { code: 5102, httpStatus: 403, msg: '只能修改本人创建的地址' },
  /** An owner has ADDRESS_BOOK_LIMIT_PER_TYPE entries of one type already. */
  ADDRESS_BOOK_FULL: { code: 5103, httpStatus: 200, msg: '该类型地址数量已达上限，请删除不用的地址后再添加' },
  /** Invoice acceptance e-mail: the enterprise already has 5 addresses. */
  INVOICE_EMAIL_LIMIT: { code: 5110, httpStatus: 200, msg: '发票接收邮箱最多只能设置5个' },
  /** Invoice acceptance e-mail: the address is already in the enterprise's list. */
  INVOICE_EMAIL_EXISTS: { code: 5111, httpStatus: 200, msg: '该邮箱已添加' },
  /** Invoice acceptance e-mail id that does not exist or is not the caller's enterprise's. */
  INVOICE_EMAIL_NOT_FOUND: { code: 5112, httpStatus: 404, msg: '发票接收邮箱不存在' },
  /** A sub-account without the user_auto_invoice right maintains invoice acceptance e-mails. */
  INVOICE_EMAIL_FORBIDDEN: { code: 5113, httpStatus: 403, msg: '您没有维护发票接收邮箱的权限，请联系企业主账号' },
  /** A message id that does not exist, was deleted or is another user's (answered as if absent). */
  MESSAGE_NOT_FOUND: { code: 5200, httpStatus: 404, msg: '消息不存在' },
  /** refuseTodoTask / removeTodoTask: no such open task of the caller's (done meanwhile, or another user's). */
  TASK_NOT_FOUND: { code: 5210, httpStatus: 200, msg: '待办不存在或已处理，请刷新后查看' },
  /** The task's type does not allow the action (domain todoTaskActions); the message says which. */
  TASK_ACTION_NOT_ALLOWED: { code: 5211, httpStatus: 200, msg: '该待办不支持此操作' },

  // ---- enterprise (4xxx): certification, bank, association, sub-accounts, unified account ----
  /** Certification or checkEntCnnmeExist: a certified enterprise (or trailer supplier) already has this name (000 §5, §8). */
  ENTERPRISE_NAME_CERTIFIED: { code: 4001, httpStatus: 200, msg: '该企业已认证，请勿重复认证' },
  /** The same for an individual business (个体工商户). */
  INDIVIDUAL_BUSINESS_CERTIFIED: { code: 4002, httpStatus: 200, msg: '该个体工商户已认证，请勿重复认证' },
  /** Certification or checkSocialCreditCodeExist: a certified enterprise already has this unified social credit code. */
  SOCIAL_CREDIT_CODE_CERTIFIED: { code: 4003, httpStatus: 200, msg: '统一社会信用代码已被认证' },
  /** validateSapId or certification: another enterprise already uses this SAP customer number. */
  SAP_ID_TAKEN: { code: 4004, httpStatus: 200, msg: 'SAP编号已被其他企业使用，请核对后重新输入' },
  /** Personal certification: a certified person already has this ID card number. */
  ID_CARD_CERTIFIED: { code: 4005, httpStatus: 200, msg: '该身份证号码已认证，请勿重复认证' },
  /** Another applicant's certification with this social credit code is under review. */
  SOCIAL_CREDIT_CODE_UNDER_REVIEW: { code: 4006, httpStatus: 200, msg: '该统一社会信用代码的认证申请正在审核中，请勿重复提交' },
  /** A certification was submitted while the caller's previous one is still under review. */
  CERTIFICATION_IN_PROGRESS: { code: 4010, httpStatus: 200, msg: '您的认证申请正在审核中，请耐心等待审核结果' },
  /** A certification was submitted by a user already certified (other than a personal user upgrading to an enterprise). */
  ALREADY_CERTIFIED: { code: 4011, httpStatus: 200, msg: '您已完成认证，无需重复提交；如需变更认证信息请联系客服' },
  /** resubmitEntAuth for a request that is not the caller's latest refused or cancelled one. */
  CERTIFICATION_NOT_RESUBMITTABLE: { code: 4012, httpStatus: 200, msg: '只能重新提交最近一次被拒绝的认证申请' },
  /** An operator approves or refuses a request that was already decided. */
  CERTIFICATION_NOT_PENDING: { code: 4013, httpStatus: 200, msg: '该认证申请已处理，请刷新后查看' },
  /** A certification request id that does not exist. */
  CERTIFICATION_NOT_FOUND: { code: 4014, httpStatus: 404, msg: '认证申请不存在' },
  /** A sub-account or a user waiting for a link approval submits a customer certification. */
  LINKED_ACCOUNT_CANNOT_CERTIFY: { code: 4015, httpStatus: 200, msg: '您已关联企业或正在申请关联，不能再提交客户认证' },
  /** A call that needs the caller's certified enterprise (bank information, service terms) from a user without one. */
  ENTERPRISE_NOT_CERTIFIED: { code: 4020, httpStatus: 200, msg: '请先完成企业认证' },
  /** saveBankDraft / submitBankInfo while the bank information is under review. */
  BANK_INFO_UNDER_REVIEW: { code: 4021, httpStatus: 200, msg: '银行信息正在审核中，暂不能修改；如需修改请先撤回' },
  /** cancelBankCertification with nothing under review. */
  BANK_INFO_NOT_SUBMITTED: { code: 4022, httpStatus: 200, msg: '没有审核中的银行信息，无需撤回' },
  /** An operator approves or refuses bank information that is not under review. */
  BANK_REVIEW_NOT_PENDING: { code: 4023, httpStatus: 200, msg: '该企业的银行信息不在审核中，请刷新后查看' },
  /** An enterprise id that does not exist or that the caller may not see (answered as if absent). */
  ENTERPRISE_NOT_FOUND: { code: 4024, httpStatus: 404, msg: '企业不存在' },
  /** A user id that is not a (pending, linked or refused) user of the caller's enterprise (answered as if absent). */
  SUB_USER_NOT_FOUND: { code: 4031, httpStatus: 404, msg: '用户不存在' },
  /** batchApprove for a user whose request is not waiting, or another action that does not fit the user's state. */
  SUB_USER_STATE_CHANGED: { code: 4032, httpStatus: 200, msg: '用户状态已变化，请刷新后重试' },
  /** isUpperEnterpriseLimit is true: saveAssociation or batchApprove would exceed ENTERPRISE_LINK_LIMIT (000 §5, §8). */
  ENTERPRISE_LINK_LIMIT_REACHED: { code: 4040, httpStatus: 200, msg: '企业关联数已达上限' },
  /** saveAssociation by a user who may not apply (certified, certifying, or already linked). */
  ASSOCIATION_NOT_ALLOWED: { code: 4041, httpStatus: 200, msg: '您已认证、正在认证或已关联企业，不能申请关联' },
  /** saveAssociation while the caller's previous link request waits for the main account. */
  ASSOCIATION_PENDING: { code: 4042, httpStatus: 200, msg: '您的关联申请正在等待企业主账号审核，请勿重复提交' },
  /** saveAssociation or a check names an enterprise id that is not a certified enterprise (000 §5). */
  ASSOCIATION_ENTERPRISE_MISSING: { code: 4043, httpStatus: 200, msg: '企业关联校验：企业标识不存在，请重新选择' },
  /** saveAssociation by a user whose unified account holds a company certified elsewhere but absent here (typeCode 2, 000 §4.7): the page disables submit; msg names the company. */
  ASSOCIATION_COMPANY_NOT_HERE: { code: 4044, httpStatus: 200, msg: '您统一账号所属企业尚未在本平台认证，请先完成企业认证' },
  /** A main-account change request while another one of the enterprise is pending. */
  MASTER_REQUEST_PENDING: { code: 4050, httpStatus: 200, msg: '本企业已有待处理的主账号变更申请' },
  /** A main-account change request id that does not exist or is not the caller's enterprise's. */
  MASTER_REQUEST_NOT_FOUND: { code: 4051, httpStatus: 404, msg: '主账号变更申请不存在' },
  /** entMasterReq/update on a request that was already decided or cancelled. */
  MASTER_REQUEST_NOT_PENDING: { code: 4052, httpStatus: 200, msg: '该申请已处理，请刷新后查看' },
  /** entMasterReq/change to a user who is not a linked sub-account of the enterprise. */
  MASTER_TARGET_INVALID: { code: 4053, httpStatus: 200, msg: '只能将主账号转交给本企业已关联的子账号' },
  /** Charter-supplier certification changed after it was confirmed. */
  CHARTER_SUPPLIER_CERTIFIED: { code: 4060, httpStatus: 200, msg: '供应商已认证，如需变更认证信息请联系客服' },
  /** updateEntCharterSupplier before any submission. */
  CHARTER_SUPPLIER_NOT_SUBMITTED: { code: 4061, httpStatus: 200, msg: '尚未提交供应商认证，请先提交' },
  /** A new charter-supplier request from a sub-account or a user linked / linking to an enterprise (domain actsForAnEnterprise). */
  LINKED_ACCOUNT_CANNOT_CERTIFY_SUPPLIER: { code: 4062, httpStatus: 200, msg: '您已关联企业或正在申请关联，不能提交供应商认证，请由企业主账号办理' },
  /** unifiedAccountToken grant: the code is unknown, used or older than 5 minutes. */
  UNIFIED_ACCOUNT_CODE_INVALID: { code: 4100, httpStatus: 200, msg: '统一账号登录凭证无效或已过期，请重新登录' },
  /** unifiedAccountToken grant for a unified account bound to no account of this platform. */
  UNIFIED_ACCOUNT_NOT_BOUND: { code: 4101, httpStatus: 200, msg: '该统一账号尚未绑定本平台账号，请先用本平台账号登录并完成账号升级' },
  /** createUser for an e-mail that already has a unified account. */
  UNIFIED_ACCOUNT_EXISTS: { code: 4102, httpStatus: 200, msg: '该邮箱已注册统一账号，请直接绑定' },
  /** bindUser / sandbox code: no unified account has this e-mail, or the password is wrong (one message for both). */
  UNIFIED_ACCOUNT_LOGIN_FAILED: { code: 4103, httpStatus: 200, msg: '统一账号或密码错误' },
  /** createUser / bindUser / upgrade for a caller already bound to a unified account. */
  UNIFIED_ACCOUNT_ALREADY_BOUND: { code: 4104, httpStatus: 200, msg: '当前账号已绑定统一账号' },
  /** The unified account is already bound to another account of this platform. */
  UNIFIED_ACCOUNT_TAKEN: { code: 4105, httpStatus: 200, msg: '该统一账号已绑定本平台其他账号' },
  /** A call that needs the caller's bound unified account (activate, updatePhone) without one. */
  UNIFIED_ACCOUNT_UNBOUND: { code: 4106, httpStatus: 200, msg: '当前账号尚未绑定统一账号' },
  /** Sandbox login with a unified account not activated yet. */
  UNIFIED_ACCOUNT_INACTIVE: { code: 4107, httpStatus: 200, msg: '统一账号尚未激活，请先完成激活' },

  // ---- charter supplier, supplier system link, driver upload permission (4300-4399) ----
  /** refuseEcharterEntByUser when the caller has no charter-supplier certification under review. */
  CHARTER_SUPPLIER_NOT_UNDER_REVIEW: { code: 4300, httpStatus: 200, msg: '没有审核中的租船供应商认证，无需撤回' },
  /** forwardToESuppler, updateZeroCommitment after withdrawal, supplier link calls: the caller is not a confirmed charter supplier. */
  CHARTER_SUPPLIER_NOT_CONFIRMED: { code: 4301, httpStatus: 200, msg: '租船供应商认证通过后才能使用该功能' },
  /** Supplier link: abroad (1 abroad, 2 domestic) differs from the supplier's certified isTerritory. */
  SUPPLIER_LINK_TERRITORY_MISMATCH: { code: 4302, httpStatus: 200, msg: '境内/境外标志与供应商认证信息不一致，请刷新页面后重试' },
  /** Supplier link: the charter supplier system did not answer or refused the link. */
  SUPPLIER_SYSTEM_UNAVAILABLE: { code: 4303, httpStatus: 200, msg: '租船供应商系统暂时无法访问，请稍后再试' },
  /** The supplier system sandbox: the transfer ticket is unknown, tampered with or older than 5 minutes. */
  SUPPLIER_LINK_TICKET_INVALID: { code: 4304, httpStatus: 200, msg: '跳转凭证无效或已过期，请从门户重新进入' },
  /** A driver id that is not one of the caller's drivers (answered as if absent). */
  DRIVER_NOT_FOUND: { code: 4310, httpStatus: 404, msg: '司机不存在' },
  /** addDriver with a phone number already in the caller's driver list. */
  DRIVER_PHONE_EXISTS: { code: 4311, httpStatus: 200, msg: '该手机号的司机已在列表中' },
  /** addDriver beyond the per-supplier driver limit. */
  DRIVER_LIMIT_REACHED: { code: 4312, httpStatus: 200, msg: '司机数量已达上限（500人），请先删除不再合作的司机' },
  /** customerAuth/bookingLocation names a port code that is not a port. */
  BOOKING_LOCATION_UNKNOWN: { code: 4320, httpStatus: 200, msg: '订舱地点不存在，请从港口列表中选择' },

  // ---- account requests: main-account change review, account cancellation (4400-4499) ----
  /** unsubscribe/apply while the caller's previous cancellation request waits for customer service. */
  UNSUBSCRIBE_PENDING: { code: 4400, httpStatus: 200, msg: '您的账号注销申请正在审核中，请勿重复提交' },
  /** unsubscribe/apply (or its approval) by an enterprise main account that still has linked or applying sub-accounts. */
  UNSUBSCRIBE_MAIN_ACCOUNT_HAS_USERS: {
    code: 4401,
    httpStatus: 200,
    msg: '您是企业主账号，企业下仍有关联或申请关联的子账号，请先将主账号转交给其他子账号或解除子账号关联后再申请注销',
  },
  /** unsubscribe/apply while a certification, link or main-account change request of the caller is in progress. */
  UNSUBSCRIBE_REQUEST_IN_PROGRESS: { code: 4402, httpStatus: 200, msg: '您有正在审核中的认证、关联或主账号变更申请，请待其处理完毕或撤回后再申请注销' },
  /** A cancellation request id that does not exist or is not the caller's (answered as if absent). */
  UNSUBSCRIBE_NOT_FOUND: { code: 4403, httpStatus: 404, msg: '注销申请不存在' },
  /** Deciding or withdrawing a cancellation request that is no longer waiting. */
  UNSUBSCRIBE_NOT_PENDING: { code: 4404, httpStatus: 200, msg: '该注销申请已处理，请刷新后查看' },
  /** An operator decides a main-account change request that the enterprise's main account has not agreed to yet (status M). */
  MASTER_REQUEST_AWAITING_MAIN: { code: 4410, httpStatus: 200, msg: '该申请尚待企业主账号同意，客服暂不能审核' },

  // ---- regions: the city tree of door points and addresses (5300-5349) ----
  /** getCities / queryAddressCityLevel with a code that is not in the region tree. */
  REGION_NOT_FOUND: { code: 5300, httpStatus: 200, msg: '地区不存在，请重新选择' },
  /** queryCitiesByDetailAddress: no province, city or county could be recognised in the text. */
  REGION_NOT_RECOGNISED: { code: 5301, httpStatus: 200, msg: '未能从详细地址中识别省市区，请手动选择' },

  // ---- product (issue 5): search, offers, promotions, cargo checks, freight index (6000-6199) ----
  /** A productId (bookable offer) that does not exist or whose product is withdrawn. */
  PRODUCT_NOT_FOUND: { code: 6001, httpStatus: 404, msg: '产品不存在或已下架' },
  /** A port / facility code in a search or cargo check that is not in the port list (message names the field). */
  PRODUCT_PORT_UNKNOWN: { code: 6002, httpStatus: 200, msg: '港口或场站不存在，请从列表中选择' },
  /** A container type code that is not in the container-type list. */
  PRODUCT_CONTAINER_TYPE_UNKNOWN: { code: 6003, httpStatus: 200, msg: '箱型不存在，请从列表中选择' },
  /** A carrier code that is not a carrier of the portal. */
  PRODUCT_CARRIER_UNKNOWN: { code: 6004, httpStatus: 200, msg: '承运人不存在' },
  /** More containers of a type than the offer has available (reservation lost the race or quantity too high). */
  PRODUCT_INVENTORY_INSUFFICIENT: { code: 6013, httpStatus: 200, msg: '舱位不足，请减少箱量或选择其他船期' },
  /** The product has no published price for that container type now. */
  PRODUCT_PRICE_UNAVAILABLE: { code: 6014, httpStatus: 200, msg: '该箱型暂无运价' },
  /** validateCargo: no active product matches the route in productInfo. */
  PRODUCT_ROUTE_NOT_FOUND: { code: 6020, httpStatus: 200, msg: '未找到与所选航线匹配的产品' },
  /** A cargo brief description code that is not in the commodity list. */
  PRODUCT_CARGO_UNKNOWN: { code: 6021, httpStatus: 200, msg: '货物品名不存在，请从列表中选择' },

  // ---- product admin (issue 5): the operator console's product pages (6200-6299) ----
  /** A switch type nobody configured. */
  PRODUCT_ADMIN_SWITCH_NOT_FOUND: { code: 6201, httpStatus: 404, msg: '系统开关不存在' },
  /** A port / facility code that is not in the port list (message names the field). */
  PRODUCT_ADMIN_PORT_NOT_FOUND: { code: 6202, httpStatus: 200, msg: '港口或场站不存在' },
  /** A container type code that is not in the container-type list. */
  PRODUCT_ADMIN_CONTAINER_TYPE_NOT_FOUND: { code: 6203, httpStatus: 200, msg: '箱型不存在' },
  /** The place-order window row is missing (never seeded). */
  PRODUCT_ADMIN_ORDER_WINDOW_MISSING: { code: 6204, httpStatus: 200, msg: '下单时间窗口尚未配置' },
  /** Vessel code unknown / already used. */
  PRODUCT_ADMIN_VESSEL_NOT_FOUND: { code: 6210, httpStatus: 404, msg: '船舶不存在' },
  PRODUCT_ADMIN_VESSEL_EXISTS: { code: 6211, httpStatus: 200, msg: '船舶代码已存在' },
  /** Service loop unknown / abbreviation already used. */
  PRODUCT_ADMIN_LOOP_NOT_FOUND: { code: 6220, httpStatus: 404, msg: '航线不存在' },
  PRODUCT_ADMIN_LOOP_EXISTS: { code: 6221, httpStatus: 200, msg: '航线代码已存在' },
  /** Voyage unknown / the same vessel and voyage number exist / port calls out of time order. */
  PRODUCT_ADMIN_VOYAGE_NOT_FOUND: { code: 6230, httpStatus: 404, msg: '航次不存在' },
  PRODUCT_ADMIN_VOYAGE_EXISTS: { code: 6231, httpStatus: 200, msg: '该船舶的航次号已存在' },
  PRODUCT_ADMIN_PORT_CALL_ORDER: { code: 6232, httpStatus: 200, msg: '挂靠港时间顺序不正确：每港ETA须早于ETD，且须晚于上一港ETD' },
  /** A call's recorded actual arrival / departure (ATA/ATD) lies in the future, ATD before ATA, or out of call order along the voyage (message names the field). */
  PRODUCT_ADMIN_PORT_CALL_ACTUALS: { code: 6233, httpStatus: 200, msg: '实际到离港时间不正确：不能晚于当前时间，实际离港不早于实际到港，且须按挂靠顺序' },
  /** Product unknown / a product with the same route, loop and type exists. */
  PRODUCT_ADMIN_PRODUCT_NOT_FOUND: { code: 6240, httpStatus: 404, msg: '产品不存在' },
  PRODUCT_ADMIN_PRODUCT_EXISTS: { code: 6241, httpStatus: 200, msg: '相同航线、起止港和产品类型的产品已存在' },
  /** The price row the operator changed is no longer the open one (someone changed it meanwhile) / the same price again. */
  PRODUCT_ADMIN_PRICE_CHANGED: { code: 6251, httpStatus: 200, msg: '运价已被他人修改，请刷新后重试' },
  PRODUCT_ADMIN_PRICE_UNCHANGED: { code: 6252, httpStatus: 200, msg: '新运价与当前运价相同，无需修改' },
  /** Promotion unknown / amount above the container price (validity order is checked by the contract). */
  PRODUCT_ADMIN_PROMOTION_NOT_FOUND: { code: 6260, httpStatus: 404, msg: '优惠不存在' },
  PRODUCT_ADMIN_PROMOTION_TOO_LARGE: { code: 6261, httpStatus: 200, msg: '每箱优惠金额须低于当前箱价' },
  /** Inventory row unknown / lowered below what is already reserved / added by someone else meanwhile. */
  PRODUCT_ADMIN_INVENTORY_NOT_FOUND: { code: 6270, httpStatus: 404, msg: '该航次箱型的舱位库存不存在' },
  PRODUCT_ADMIN_INVENTORY_BELOW_RESERVED: { code: 6271, httpStatus: 200, msg: '舱位总量不能低于已被订舱占用的数量' },
  PRODUCT_ADMIN_INVENTORY_CHANGED: { code: 6272, httpStatus: 200, msg: '舱位库存已被他人修改，请刷新后重试' },

  // ---- orders (issue 6): booking, order list, cancellation (7000-7199) ----
  /** The order does not exist or the caller may not see it (another enterprise's, or OWN visibility): answered as absent. */
  ORDER_NOT_FOUND: { code: 7001, httpStatus: 404, msg: '订单不存在' },
  /** The order's status does not allow this move (canTransition refused, e.g. cancelling a confirmed order). */
  ORDER_STATUS_CONFLICT: { code: 7002, httpStatus: 200, msg: '订单状态已变化，当前状态不允许该操作，请刷新后重试' },
  /** Only certified customers (buyer_trade_center_index) may create orders. */
  ORDER_NOT_CERTIFIED: { code: 7003, httpStatus: 200, msg: '请先完成企业或个人认证后再下单' },
  /** The offer cannot be booked any more (departed, closed, booking cut-off passed). */
  ORDER_OFFER_NOT_BOOKABLE: { code: 7004, httpStatus: 200, msg: '该船期已截止订舱，请选择其他船期' },
  /** A container type without a current price on the offer. */
  ORDER_CONTAINER_NOT_ON_SALE: { code: 7005, httpStatus: 200, msg: '该箱型暂无运价或未开放销售' },
  /** The selection breaks a shopping-box rule (empty, committed volume, max order quantity); msg says which. */
  ORDER_SELECTION_INVALID: { code: 7006, httpStatus: 200, msg: '箱量不符合下单要求' },
  /** The cargo may not be carried on this offer (validateCargo said no); msg carries the reason. */
  ORDER_CARGO_REFUSED: { code: 7007, httpStatus: 200, msg: '该货物不可在此产品下单' },
  /** Not enough slots left when submitting; the order stays a draft. */
  ORDER_SOLD_OUT: { code: 7008, httpStatus: 200, msg: '舱位已售罄，请减少箱量或选择其他船期' },
  /** Only drafts (P) can be edited or submitted. */
  ORDER_NOT_DRAFT: { code: 7011, httpStatus: 200, msg: '订单已提交，不能再修改' },
  /** A booking number is already used by another order. */
  ORDER_BKG_NO_TAKEN: { code: 7012, httpStatus: 200, msg: '该订舱号已被使用' },
  /** Unknown insurance kind code. */
  ORDER_INSURANCE_UNKNOWN: { code: 7013, httpStatus: 200, msg: '保险类型不存在' },
  /** The carrier switched online booking off (system switch ORDERING): no new order, no submission. */
  ORDER_SWITCHED_OFF: { code: 7014, httpStatus: 200, msg: '在线订舱暂未开放，请稍后再试' },
  /** Outside the daily place-order window (isBetweenPlaceOrderTime); msg names the window. */
  ORDER_OUTSIDE_ORDER_TIME: { code: 7015, httpStatus: 200, msg: '当前不在下单时间内，请在下单时间内提交' },

  // ---- payment (issue 6): order payment, batch, zero and deposit-note payments, callbacks (7200-7399) ----
  /** The orders cannot be paid now (not S, past the deadline); msg names the order. */
  PAYMENT_ORDER_NOT_PAYABLE: { code: 7201, httpStatus: 200, msg: '订单当前不可支付' },
  /** A sub-account without the user_pay right tried to pay (000 §6 sub-user rights). */
  PAYMENT_NOT_PERMITTED: { code: 7202, httpStatus: 200, msg: '您没有支付权限，请联系企业主账号在子账号管理中开通“支付”权限' },
  /** ACCOUNTSTORE / CREDIT_ACCOUNTSTORE: the payment password is wrong (the try is counted; 5 per hour lock it). */
  PAYMENT_PASSWORD_INCORRECT: { code: 7203, httpStatus: 200, msg: '支付密码错误' },
  /** The prepaid balance does not cover the amount. */
  PAYMENT_BALANCE_INSUFFICIENT: { code: 7204, httpStatus: 200, msg: '预存账户余额不足，请先充值' },
  /** The freight-loan line is missing or does not cover the amount; msg says which. */
  PAYMENT_CREDIT_INSUFFICIENT: { code: 7205, httpStatus: 200, msg: '运费贷可用额度不足' },
  /** The payment is above the account's single-payment upper limit. */
  PAYMENT_OVER_UPPER_LIMIT: { code: 7206, httpStatus: 200, msg: '支付金额超过预存账户单笔支付上限' },
  /** The system switch PAYMENT (or BATCH_PAYMENT for batches) is off. */
  PAYMENT_SWITCHED_OFF: { code: 7207, httpStatus: 200, msg: '在线支付暂未开放，请稍后再试' },
  /** A channel that is not connected here (loan channels; QR channels in production without a provider). */
  PAYMENT_CHANNEL_UNAVAILABLE: { code: 7208, httpStatus: 200, msg: '该支付渠道暂未开通' },
  /** orderPayStatus / sandbox: no payment request with that number for this caller. */
  PAYMENT_REQUEST_NOT_FOUND: { code: 7209, httpStatus: 404, msg: '支付单不存在' },
  /** A provider notify whose signature does not verify (or is malformed): nothing is changed. */
  PAYMENT_CALLBACK_SIGNATURE_INVALID: { code: 7210, httpStatus: 401, msg: '支付通知签名校验失败' },
  /** A provider notify whose amount differs from the payment request's. */
  PAYMENT_CALLBACK_AMOUNT_MISMATCH: { code: 7211, httpStatus: 200, msg: '支付通知金额与支付单不一致' },
  /** zeroPayment for an order whose product or customer does not allow zero down payment. */
  PAYMENT_ZERO_NOT_ALLOWED: { code: 7212, httpStatus: 200, msg: '该订单不支持零首付，请选择其他支付方式' },
  /** The same order twice in one batch, or a batch of orders from different owners. */
  PAYMENT_BATCH_INVALID: { code: 7213, httpStatus: 200, msg: '批量支付的订单不符合要求' },
  /** Pay way 2 where it does not apply (too close to the sailing, already part-paid, a balance); msg says why. */
  PAYMENT_DOWN_NOT_ALLOWED: { code: 7214, httpStatus: 200, msg: '该订单不支持首付款支付，请选择全款支付' },

  // ---- assets (issue 6): prepaid account, top-ups, withdrawals, deposit notes (7400-7599) ----
  /** A sub-account without the user_pre_deposit right tried to top up or withdraw. */
  ASSETS_PREPAY_NOT_PERMITTED: { code: 7401, httpStatus: 200, msg: '您没有预存权限，请联系企业主账号在子账号管理中开通“预存”权限' },
  /** Withdrawal / top-up with an amount the rules refuse (≤ 0, above the balance); msg says which. */
  ASSETS_AMOUNT_INVALID: { code: 7402, httpStatus: 200, msg: '金额不正确' },
  /** Withdrawal without a verified enterprise bank account (001 §8). */
  ASSETS_BANK_NOT_VERIFIED: { code: 7403, httpStatus: 200, msg: '企业银行信息未通过认证，请前往用户信息-企业信息-银行账户信息查看并完善' },
  /** Withdrawals go to an enterprise bank account: personal accounts cannot withdraw online. */
  ASSETS_WITHDRAWAL_ENTERPRISE_ONLY: { code: 7404, httpStatus: 200, msg: '仅认证企业可申请提现，个人用户请联系客服办理' },
  /** A withdrawal (or offline top-up) that does not exist or is not the caller's: answered as absent. */
  ASSETS_RECORD_NOT_FOUND: { code: 7405, httpStatus: 404, msg: '记录不存在' },
  /** cancelRefund on a withdrawal that is no longer under review. */
  ASSETS_WITHDRAWAL_NOT_CANCELLABLE: { code: 7406, httpStatus: 200, msg: '该提现申请已处理，不能取消' },
  /** Only certified customers have a prepaid account to use. */
  ASSETS_NOT_CERTIFIED: { code: 7407, httpStatus: 200, msg: '请先完成企业或个人认证后再使用预存账户' },
  /** A deposit note that does not exist, is not the caller's, or is not awaiting redemption. */
  ASSETS_BLANK_NOTE_NOT_REDEEMABLE: { code: 7408, httpStatus: 200, msg: '白条不存在或不是待兑付状态' },
  /** The date range of a deal-detail query is reversed or longer than 365 days. */
  ASSETS_DATE_RANGE_INVALID: { code: 7409, httpStatus: 200, msg: '查询日期范围不正确（开始日期不能晚于结束日期，且不超过365天）' },

  // ---- order documents (issue 6): booking confirmation and draft bill of lading downloads (7600-7649) ----
  /** The order is not confirmed (before A, or cancelled / rejected): no document yet; msg names the status and the order. */
  DOCUMENT_NOT_AVAILABLE: { code: 7601, httpStatus: 200, msg: '订单确认后才能下载单证' },

  // ---- ops orders (issue 6): review queue, confirm / reject, dashboard (9300-9349) ----
  /** The order to review is not waiting for review (someone decided it, or it was cancelled meanwhile). */
  OPS_ORDER_NOT_IN_REVIEW: { code: 9301, httpStatus: 200, msg: '该订单不在待审核状态，请刷新后重试' },
  /** The order does not exist (operator console). */
  OPS_ORDER_NOT_FOUND: { code: 9302, httpStatus: 404, msg: '订单不存在' },

  // ---- ops finance (issue 6): offline top-ups, withdrawals, ledgers (9350-9399) ----
  /** The offline top-up or withdrawal to decide does not exist. */
  OPS_FINANCE_RECORD_NOT_FOUND: { code: 9351, httpStatus: 404, msg: '记录不存在' },
  /** It was already decided (or cancelled by the customer) meanwhile. */
  OPS_FINANCE_NOT_PENDING: { code: 9352, httpStatus: 200, msg: '该记录已处理，请刷新后重试' },
  /** The prepaid account asked for does not exist. */
  OPS_FINANCE_ACCOUNT_NOT_FOUND: { code: 9353, httpStatus: 404, msg: '预存账户不存在' },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorKey = keyof typeof ERRORS;

/** Looks up the definition of a code number, for clients that only hold the number. */
export function findErrorByCode(code: number): ErrorDefinition | undefined {
  return Object.values(ERRORS).find((definition) => definition.code === code);
}
