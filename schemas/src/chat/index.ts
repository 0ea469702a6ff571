export * from './messages';
export * from './state';
export * from './api';
export { chatTextError, normalizeBannedWords, type ChatRefusal } from './rules';
