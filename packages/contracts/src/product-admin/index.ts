export * from './settings';
export * from './catalogue';
