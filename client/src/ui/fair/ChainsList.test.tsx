import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import i18next from 'i18next';
import { type FairChain, LANGUAGES } from '@arena/schemas';
import { LOCALE_RESOURCES } from '../../../../locales/index';
import { ChainsList } from './ChainsList';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: Object.fromEntries(LANGUAGES.map((language) => [language, { translation: LOCALE_RESOURCES[language] }])),
  interpolation: { escapeValue: false },
});

const hash = (digit: string) => digit.repeat(64);
const CHAINS: FairChain[] = [
  {
    generation: 1,
    status: 'DONE',
    salt: hash('a'),
    terminatingHash: hash('b'),
    length: 10,
    firstIndex: 0,
    seed: hash('c'),
  },
  {
    generation: 2,
    status: 'CURRENT',
    salt: hash('a'),
    terminatingHash: hash('d'),
    length: 10,
    firstIndex: 10,
    seed: null,
  },
  {
    generation: 3,
    status: 'NEXT',
    salt: hash('a'),
    terminatingHash: hash('e'),
    length: 10,
    firstIndex: 20,
    seed: null,
  },
];

const render = () =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <ChainsList chains={CHAINS} />
    </I18nextProvider>,
  );

describe('the published hash chains (crash and roll)', () => {
  it.each(LANGUAGES)('%s: every label is translated (no raw key, no placeholder)', async (language) => {
    await i18n.changeLanguage(language);
    const html = render();
    expect(html).not.toMatch(/fair\.chains\.|\{\{/);
  });

  it('lists each chain with its rounds, status and hashes, and offers to re-grow a finished one', async () => {
    await i18n.changeLanguage('en');
    const html = render();
    expect(html).toContain('data-testid="fair-chains"');
    expect(html).toContain('Hash chains');
    expect(html).toContain('Chain 1: rounds 1–10');
    expect(html).toContain('Chain 3: rounds 21–30');
    expect(html).toContain('Finished: every round played, seed revealed');
    expect(html).toContain('Playing now');
    expect(html).toContain(hash('c'));
    expect(html.match(/Re-grow the chain here/g)).toHaveLength(1);
  });
});
