import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { type Platform, api, devToken, openPage, screenshot } from './harness';
import { PLATFORM_ENVS } from './platform-envs';
import { browserSuite } from './suite';

let platform: Platform;
let browser: Browser;
browserSuite((suite) => ({ platform, browser } = suite), { env: PLATFORM_ENVS.chat });

describe('live chat in the browser', () => {
  it(
    'a message typed in one browser appears in another; a moderator mutes a player, whose next send is refused in Russian',
    { timeout: 240_000 },
    async () => {
      // An admin makes alice a moderator through the roles route.
      const boss = await devToken(platform, 'boss');
      const alice = await devToken(platform, 'alice');
      const { id: aliceId } = await api<{ id: string }>(platform, 'GET', '/users/current', alice.token);
      expect(
        await api(platform, 'PUT', `/admin/users/${aliceId}/role`, boss.token, { role: 'MODERATOR', reason: 'e2e' }),
      ).toEqual({
        userId: aliceId,
        role: 'MODERATOR',
      });
      const bob = await devToken(platform, 'bob');

      // Alice on a desktop, the chat docked beside the home page; Bob on a phone in Russian, on /ru/chat.
      const { page: alicePage } = await openPage(browser, platform, { token: alice });
      await alicePage.goto('/en');
      const aliceChat = alicePage.getByRole('complementary').getByRole('region', { name: 'Chat' });
      await aliceChat.getByRole('heading', { name: 'Chat' }).waitFor();
      const { page: bobPage } = await openPage(browser, platform, { token: bob, viewport: 'mobile', locale: 'ru-RU' });
      await bobPage.goto('/ru/chat');
      const bobChat = bobPage.getByRole('region', { name: 'Чат' });
      await bobChat.getByLabel('Канал').waitFor();
      // The phone page opens the channel of its language; Bob picks the English channel to talk to Alice.
      await expect.poll(() => bobChat.getByLabel('Канал').inputValue()).toBe('ru');
      await bobChat.getByLabel('Канал').selectOption('en');

      const markup = 'Hello from Alice <script>alert(1)</script> <b>not bold</b>';
      await aliceChat.getByPlaceholder('Write a message…').fill(markup);
      await aliceChat.getByRole('button', { name: 'Send' }).click();
      // Text, not HTML: the markup arrives as the characters typed.
      await bobChat.getByText(markup, { exact: true }).waitFor();
      expect(await bobPage.locator('b', { hasText: 'not bold' }).count()).toBe(0);

      await bobChat.getByPlaceholder('Напишите сообщение…').fill('Привет, Алиса!');
      await bobChat.getByRole('button', { name: 'Отправить' }).click();
      const bobMessage = aliceChat.getByRole('listitem').filter({ hasText: 'Привет, Алиса!' });
      await bobMessage.waitFor();
      await screenshot(alicePage, 'chat-desktop-moderator');

      // Alice mutes Bob for 5 minutes from the message's menu.
      await bobMessage.getByRole('button', { name: 'Moderate' }).click();
      await screenshot(alicePage, 'chat-moderator-menu');
      await bobMessage.getByRole('menuitem', { name: 'Mute for 5 minutes' }).click();
      await aliceChat.getByRole('button', { name: 'Muted users' }).click();
      await aliceChat.getByText(/^bob until /).waitFor();

      await bobChat.getByPlaceholder('Напишите сообщение…').fill('Почему?');
      await bobChat.getByRole('button', { name: 'Отправить' }).click();
      await bobChat
        .getByRole('alert')
        .getByText(/^Вы не можете писать в чат до .+/)
        .waitFor();
      await screenshot(bobPage, 'chat-phone-muted-ru');
      expect(await aliceChat.getByText('Почему?').count()).toBe(0);

      // Carol has the premium battlepass: she sends a sticker, which Alice sees as a picture.
      const { page: carolPage } = await openPage(browser, platform, { token: await devToken(platform, 'carol') });
      await carolPage.goto('/en');
      const carolChat = carolPage.getByRole('complementary').getByRole('region', { name: 'Chat' });
      // Her chat is joined once it shows the channel's history (it comes with the room's first state): the sticker
      // button shows as soon as her account is read, which on a slow machine was before the room was joined, and a
      // send with no room is refused in the page (CHAT.SEND_FAILED), not queued.
      await carolChat.getByText(markup, { exact: true }).waitFor();
      await carolChat.getByRole('button', { name: 'Stickers' }).click();
      await carolChat.getByRole('menuitem', { name: 'rocket' }).click();
      await aliceChat
        .getByRole('listitem')
        .filter({ hasText: 'carol' })
        .getByRole('img', { name: 'Sticker' })
        .waitFor();
      await screenshot(alicePage, 'chat-sticker');

      // A brand-new player (no deposit yet) reads the chat but is told what writing needs, in their language.
      const { page: newPage } = await openPage(browser, platform, { token: await devToken(platform, 'newcomer') });
      await newPage.goto('/en');
      const newChat = newPage.getByRole('complementary').getByRole('region', { name: 'Chat' });
      await newChat.getByText(markup, { exact: true }).waitFor();
      await newChat.getByPlaceholder('Write a message…').fill('hi all');
      await newChat.getByRole('button', { name: 'Send' }).click();
      await newChat.getByRole('alert').getByText('Chat is available after a deposit of at least $0.50').waitFor();
      // Signed out: the chat and the live feed are there to read, the send box asks to sign in.
      const { page: visitor } = await openPage(browser, platform);
      await visitor.goto('/en');
      const visitorChat = visitor.getByRole('complementary').getByRole('region', { name: 'Chat' });
      await visitorChat.getByText(markup, { exact: true }).waitFor();
      await visitorChat.getByRole('link', { name: 'Sign in to write in the chat' }).waitFor();
      await visitor.getByRole('region', { name: 'Live wins' }).waitFor();

      // On a desktop /chat is a dialog over the page, and the dock steps aside: one chat on screen.
      await alicePage.goto('/en/chat');
      await alicePage
        .getByRole('dialog')
        .getByRole('region', { name: 'Chat' })
        .getByText(markup, { exact: true })
        .waitFor();
      expect(await alicePage.getByRole('region', { name: 'Chat' }).count()).toBe(1);
      await screenshot(alicePage, 'chat-desktop-dialog');
    },
  );
});
