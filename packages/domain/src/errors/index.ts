export * from './catalogue';
export * from './app-error';
export * from './http-status-messages';
