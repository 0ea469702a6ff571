import { describe, expect, it } from 'vitest';
import { memoryKeyValue } from './key-value';
import { SettingsStore } from './settings-store';

describe('SettingsStore', () => {
  it('starts with USD and no language when nothing is stored', () => {
    const settings = new SettingsStore(memoryKeyValue());
    expect(settings.language).toBeNull();
    expect(settings.currency).toBe('USD');
    expect(settings.opened).toEqual({});
  });

  it('keeps choices across page loads', () => {
    const storage = memoryKeyValue();
    const first = new SettingsStore(storage);
    first.setLanguage('pl');
    first.setCurrency('RUB');
    first.dismissBanner('7');
    first.markOpened('bonus');
    first.setReferralCode('FRIEND');
    first.setTosAccepted(true);
    const second = new SettingsStore(storage);
    expect(second).toMatchObject({
      language: 'pl',
      currency: 'RUB',
      dismissedBannerId: '7',
      opened: { bonus: true },
      referralCode: 'FRIEND',
      tosAccepted: true,
    });
  });

  it('ignores stored values it does not know', () => {
    const storage = memoryKeyValue({ 'arena.settings': JSON.stringify({ language: 'xx', currency: 'EUR' }) });
    const settings = new SettingsStore(storage);
    expect(settings.language).toBeNull();
    expect(settings.currency).toBe('USD');
    expect(new SettingsStore(memoryKeyValue({ 'arena.settings': '{broken' })).currency).toBe('USD');
  });
});
