/**
 * The community links and the external shop (docs/product-rules.md §2 "Discord-style community modal", §7
 * `/auth/inshop`): operator settings read at start, refused at start when malformed rather than shown broken.
 */
export interface CommunityLink {
  /** What the modal shows, e.g. "Discord". */
  name: string;
  url: string;
}

/** Links of the modal: at most this many (the modal is a short list, not a directory). */
export const MAX_COMMUNITY_LINKS = 12;

function httpUrl(value: string, variable: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${variable}: ${value} is not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`${variable}: ${value} must be an http(s) URL`);
  return url.toString();
}

/** COMMUNITY_LINKS: `Discord=https://discord.gg/x,Telegram=https://t.me/x` (name=URL pairs, in order); unset → none. */
export function readCommunityLinks(value: string | undefined): CommunityLink[] {
  const links = (value ?? '')
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const name = at > 0 ? pair.slice(0, at).trim() : '';
      if (!name || name.length > 40)
        throw new Error(`COMMUNITY_LINKS: "${pair}" must be Name=https://… (name up to 40 characters)`);
      return { name, url: httpUrl(pair.slice(at + 1).trim(), 'COMMUNITY_LINKS') };
    });
  if (links.length > MAX_COMMUNITY_LINKS) throw new Error(`COMMUNITY_LINKS: at most ${MAX_COMMUNITY_LINKS} links`);
  return links;
}

/** EXTERNAL_SHOP_URL: where `/api/auth/inshop` sends the player; unset → no shop (the link is hidden, the route 404s). */
export function readExternalShopUrl(value: string | undefined): string | undefined {
  const text = (value ?? '').trim();
  return text ? httpUrl(text, 'EXTERNAL_SHOP_URL') : undefined;
}

/**
 * The shop address for one language: `{lang}` in the configured URL is replaced, otherwise a `lang` query parameter
 * is set (replacing one the URL may already carry).
 */
export function externalShopAddress(shopUrl: string, language: string): string {
  if (shopUrl.includes('%7Blang%7D') || shopUrl.includes('{lang}'))
    return shopUrl.replace(/\{lang\}|%7Blang%7D/g, encodeURIComponent(language));
  const url = new URL(shopUrl);
  url.searchParams.set('lang', language);
  return url.toString();
}
