export * from './truncate-text';
export * from './character-length';
