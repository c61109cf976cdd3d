export * from './catalogue';
export * from './app-error';
export * from './http-status-messages';
export * from './catalogue.en';
export * from './english-words';
