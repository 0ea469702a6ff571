import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import i18next from 'i18next';
import { FAIR_ALGORITHMS, LANGUAGES, fairAlgorithm } from '@arena/schemas';
import { LOCALE_RESOURCES } from '../../../../locales/index';
import { FairAlgorithm, FairAlgorithmList } from './FairAlgorithm';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: Object.fromEntries(LANGUAGES.map((language) => [language, { translation: LOCALE_RESOURCES[language] }])),
  interpolation: { escapeValue: false },
});

const render = (node: React.ReactNode) => renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

describe('published algorithms on /fair and the rules tabs', () => {
  it.each(LANGUAGES)(
    '%s: every game has its translated name, summary and notes (no raw key shows)',
    async (language) => {
      await i18n.changeLanguage(language);
      const html = render(<FairAlgorithmList />);
      expect(html).not.toMatch(/fair\.algorithm\.|[a-z-]+\.name\b|\{\{/);
      for (const algorithm of FAIR_ALGORITHMS) {
        expect(i18n.exists(algorithm.nameKey), algorithm.nameKey).toBe(true);
        expect(i18n.exists(`fair.algorithm.${algorithm.id}.summary`), algorithm.id).toBe(true);
        for (const note of algorithm.notes ?? [])
          expect(i18n.exists(`fair.algorithm.${algorithm.id}.${note}`)).toBe(true);
        expect(html).toContain(`data-testid="fair-algorithm-${algorithm.id}"`);
      }
    },
  );

  it('shows the steps and the example the real algorithm computes for the published vector', async () => {
    await i18n.changeLanguage('en');
    const html = render(<FairAlgorithm id="plinko" />);
    expect(html).toContain('Plinko: the full algorithm');
    expect(html).toContain('At row i (i = 0 .. rows-1');
    // The first plinko vector: path 01100110, bucket 4, 0.50x on 8 rows, low risk.
    expect(html).toMatch(/<dt>path<\/dt><dd>0, 1, 1, 0, 0, 1, 1, 0<\/dd>/);
    expect(html).toMatch(/<dt>bucket<\/dt><dd>4<\/dd>/);
    expect(fairAlgorithm('plinko').example.output().bucket).toBe('4');
  });

  it('states the crash cash-out rounding and the auto target equal to the crash point', async () => {
    await i18n.changeLanguage('en');
    const html = render(<FairAlgorithm id="crash" />);
    expect(html).toContain('rounded down to the cent');
    expect(html).toContain('a target equal to the crash point loses');
    expect(html).toContain('A equal to the crash point included) the bet loses');
  });
});
