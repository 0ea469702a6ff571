import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import i18next from 'i18next';
import en from '../../../locales/en.json';
import type { ChatMessageView } from './chat-store';
import { MessageRow } from './MessageRow';

const i18n = i18next.createInstance();
await i18n
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });

const message = (patch: Partial<ChatMessageView>): ChatMessageView => ({
  id: 'm1',
  userId: 'u1',
  name: 'Ann',
  avatar: '',
  role: 'USER',
  text: '',
  sticker: '',
  createdAt: Date.UTC(2030, 0, 1, 12, 30),
  ...patch,
});

const render = (view: ChatMessageView, canModerate = false) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={['/en']}>
      <I18nextProvider i18n={i18n}>
        <MessageRow message={view} canModerate={canModerate} onMute={() => undefined} onDelete={() => undefined} />
      </I18nextProvider>
    </MemoryRouter>,
  );

describe('MessageRow', () => {
  it('renders markup and scripts in a message as text, never as HTML', () => {
    const html = render(message({ text: '<script>alert(1)</script><img src=x onerror=alert(2)>', name: '<b>Eve</b>' }));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src="x"');
    expect(html).not.toContain('<b>Eve');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
  });

  it('shows a sticker as an image of the sticker set, a staff badge, and the menu button for moderators', () => {
    const html = render(message({ sticker: 'rocket', role: 'MODERATOR' }), true);
    // Vite inlines the small SVGs (a data URL) or serves the file (its URL); either way the rocket drawing.
    expect(html).toMatch(
      /<img[^>]+src="(data:image\/svg\+xml[^"]*%231f9d8b[^"]*|[^"]*rocket[^"]*\.svg)" alt="Sticker"/,
    );
    expect(html).toContain('>Mod<');
    expect(html).toContain('aria-label="Moderate"');
    expect(render(message({ text: 'hi' }))).not.toContain('aria-label="Moderate"');
  });
});
