import { describe, expect, it } from 'vitest';
import { arrivedError, historyView, pageCount, pagingProps } from './paged-history';

const answer = (page: number, ids: number[], total = 45) => ({
  items: ids.map((id) => ({ id })),
  total,
  page,
  pageSize: 20,
});

describe('paged history', () => {
  it('counts pages, an empty history still having one', () => {
    expect(pageCount({ total: 0, pageSize: 20 })).toBe(1);
    expect(pageCount({ total: 20, pageSize: 20 })).toBe(1);
    expect(pageCount({ total: 45, pageSize: 20 })).toBe(3);
  });

  it('gives HistoryTable the rows and pager of an answer, and no rows before the first', () => {
    const onPage = () => undefined;
    expect(pagingProps(answer(2, [1, 2]), onPage)).toEqual({ rows: [{ id: 1 }, { id: 2 }], page: 2, pages: 3, onPage });
    expect(pagingProps(null, onPage)).toEqual({ rows: null, page: 1, pages: 1, onPage });
  });

  it('is loading until the wanted page of the wanted url arrives', () => {
    expect(historyView(null, '/a', 1)).toEqual({ data: null, error: null, loading: true });
    const first = { url: '/a', page: 1, answer: answer(1, [1]), error: null };
    expect(historyView(first, '/a', 1)).toMatchObject({ data: first.answer, loading: false });
    expect(historyView(first, '/a', 2)).toMatchObject({ data: first.answer, loading: true });
  });

  it("never shows another url's rows (another player's history)", () => {
    const theirs = { url: '/users/1/h', page: 1, answer: answer(1, [1]), error: null };
    expect(historyView(theirs, '/users/2/h', 1)).toEqual({ data: null, error: null, loading: true });
  });

  it('keeps the page shown when the next one fails, and drops rows of another url', () => {
    const first = { url: '/a', page: 1, answer: answer(1, [1]), error: null };
    const failed = arrivedError(first, '/a', 2, new Error('down'));
    expect(historyView(failed, '/a', 2)).toMatchObject({
      data: first.answer,
      loading: false,
      error: new Error('down'),
    });
    expect(arrivedError(first, '/b', 1, 'x').answer).toBeNull();
  });
});
