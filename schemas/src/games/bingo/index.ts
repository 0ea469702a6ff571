export * from './messages';
export * from './state';
export * from './api';
export * from './rules';
