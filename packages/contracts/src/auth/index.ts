export * from './token';
export * from './login-form';
