import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import i18next from 'i18next';
import en from '../../../../locales/en.json';
import { type HistoryColumn, HistoryTable } from './HistoryTable';

const i18n = i18next.createInstance();
await i18n
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });

interface Row {
  id: string;
  stake: number;
}

const columns: HistoryColumn<Row>[] = [
  { header: 'profile.round', cell: (row) => row.id, className: 'long' },
  { header: 'profile.stake', cell: (row) => <b>{row.stake}</b> },
];

const render = (patch: Partial<Parameters<typeof HistoryTable<Row>>[0]>) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <HistoryTable
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        page={1}
        pages={1}
        onPage={() => undefined}
        emptyKey="profile.noBets"
        {...patch}
      />
    </I18nextProvider>,
  );

describe('HistoryTable', () => {
  it('renders translated headers and a row of cells per row', () => {
    const html = render({
      rows: [
        { id: 'r-1', stake: 5 },
        { id: 'r-2', stake: 7 },
      ],
    });
    expect(html).toContain('<th scope="col">Round</th><th scope="col">Stake</th>');
    expect(html).toContain('<tr><td class="long">r-1</td><td><b>5</b></td></tr><tr><td class="long">r-2</td>');
    expect(html).not.toContain('<nav');
  });

  it('shows the pager only with more than one page', () => {
    expect(render({ rows: [{ id: 'r', stake: 1 }], page: 2, pages: 3 })).toContain('Page 2 of 3');
  });

  it('shows a spinner before the first page, the error if it failed, the empty text without rows', () => {
    expect(render({ rows: null })).toContain('role="status"');
    expect(render({ rows: null, error: new Error('boom') })).toContain('role="alert"');
    expect(render({ rows: [] })).toContain('No finished games yet');
  });

  it('keeps the rows on screen when a later page failed', () => {
    const html = render({ rows: [{ id: 'r', stake: 1 }], error: new Error('boom') });
    expect(html).toContain('<td class="long">r</td>');
    expect(html).not.toContain('role="alert"');
  });
});
