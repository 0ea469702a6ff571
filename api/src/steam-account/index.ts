export type { SteamAccountProvider, SteamAccountSubject } from './provider';
export { SandboxSteamAccounts } from './sandbox';
export { SteamWebApiAccounts, type SteamWebApiOptions } from './steam-web-api';
export { steamAccountFacts, steamAccountsOf, steamSubjectOf, useSteamAccounts } from './accounts';
export { steamAccountRoutes } from './routes';
