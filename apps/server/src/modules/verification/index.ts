// What other areas use from verification: spending a slide proof (login captcha, code sends) and
// spending SMS / e-mail codes; sending a code to a known recipient (logged-in flows); the routes.
export { consumeSlideProof } from './slide-puzzle.service';
export {
  checkSmsCode,
  consumeEmailCode,
  consumeSmsCode,
  normalisePurpose,
  sendVerificationCode,
  type CodeChannel,
} from './verification-code.service';
export { type CodeRecipientCheck } from './send-public-code';
export { verificationRoutes, type VerificationRoutesOptions } from './verification.routes';
export { slideChallenge, verificationCode } from './verification.tables';
export { verificationRetentionRules } from './verification.retention';
