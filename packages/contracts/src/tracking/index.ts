export * from './new-tracking-cargo';
