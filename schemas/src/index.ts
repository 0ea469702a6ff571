export * from './errors/catalogue';
export * from './errors/app-error';
export * from './constants';
export * from './api';
export * from './fair';
export * from './games/crash';
export * from './games/crash-battle';
export * from './chat';
