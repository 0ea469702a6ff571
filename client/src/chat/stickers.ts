import { CHAT_STICKERS, type ChatSticker } from '@arena/schemas';

/** The sticker SVGs of assets/stickers, bundled into the chat chunk by Vite. */
const FILES = import.meta.glob<string>('../../../assets/stickers/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

export function stickerUrl(id: string): string | undefined {
  return FILES[`../../../assets/stickers/${id}.svg`];
}

export const STICKERS: readonly ChatSticker[] = CHAT_STICKERS;
