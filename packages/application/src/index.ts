export * from './constants';
export * from './messages';
export * from './pages';
export * from './site-config';
export * from './auth-rules';
