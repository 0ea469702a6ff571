import { lazyScreen } from '../../i18n/lazy-screen';

/**
 * The header's community button and external shop link, loaded after the first paint: they only show once
 * `/api/site` says something is configured, and the first route's JavaScript budget is tight. Their texts are the
 * screens' (lazyScreen waits for them).
 */
export const CommunityButton = lazyScreen(() => import('./CommunityButton'));
export const ExternalShopLink = lazyScreen(() => import('./ExternalShopLink'));
