export * from './api';
export * from './map';
export * from './state';
export * from './war';
