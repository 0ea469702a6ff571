import type { Language, SiteAnswer } from '@arena/schemas';

export type CommunityLink = NonNullable<SiteAnswer['communityLinks']>[number];

/** The modal's channels from the site settings; none (or an older server) hides the community button. */
export function communityLinks(settings: SiteAnswer | null): CommunityLink[] {
  return (settings?.communityLinks ?? []).filter((link) => /^https?:\/\//i.test(link.url));
}

/**
 * docs/product-rules.md §7 `/auth/inshop?lang={lang}`: a browser navigation the API answers with a redirect to the
 * shop.
 */
export function inshopHref(language: Language): string {
  return `/api/auth/inshop?${new URLSearchParams({ lang: language }).toString()}`;
}
