// What other areas use from auth: the account table, password hashing, credential decryption,
// token revocation and the requireAuth / optionalAuth preHandlers with the Actor they set.
export { authToken, userAccount } from './auth.tables';
export { actorOf, optionalAuth, requireAuth } from './authenticate';
export { readCredential } from './credentials';
export { hashPassword, verifyPassword } from './password-hash';
export { issueTokenPair, revokeUserTokens, type Actor } from './token.service';
export { authRoutes } from './auth.routes';
export { SessionCache } from './session-cache';
export { authRetentionRules } from './auth.retention';
