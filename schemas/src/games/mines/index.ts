export * from './rules';
export * from './api';
export * from './round';
