import { lazy } from 'react';

/**
 * The header's community button and external shop link, loaded after the first paint: they only show once
 * `/api/site` says something is configured, and the first route's JavaScript budget is tight.
 */
export const CommunityButton = lazy(() => import('./CommunityButton'));
export const ExternalShopLink = lazy(() => import('./ExternalShopLink'));
