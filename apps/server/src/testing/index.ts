export * from './test-cluster';
export { findFreePort } from '../platform/db/embedded-postgres';
export { connectDatabase } from '../platform/db/client';
export { loadConfig } from '../platform/config';
export { encryptCredential } from '../platform/crypto';
