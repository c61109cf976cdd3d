export * from './test-cluster';
export { findFreePort } from '../platform/db/embedded-postgres';
