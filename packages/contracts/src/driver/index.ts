export * from './driver';
