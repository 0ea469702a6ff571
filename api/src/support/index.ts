export { supportRoutes } from './routes';
export { supportDeskOf } from './desk';
export { grantSupportRole, requireSupportAgent } from './agents';
export { DatabaseSupportProvider } from './database-provider';
export { SupportHub } from './hub';
export type { SupportProvider } from './provider';
export {
  SUPPORT_PROVIDERS,
  readSupportProvider,
  readSupportSubjects,
  type SupportProviderName,
} from '../config-support';
