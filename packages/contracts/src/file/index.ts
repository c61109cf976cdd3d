export * from './file-types';
export * from './file';
