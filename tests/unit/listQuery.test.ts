import { describe, expect, it } from 'vitest';
import { dayRange, pageRange, parseListPaging, presetDays } from '../../src/domain/listQuery';
import { listQueryString, toListQuery } from '../../src/providers/listParams';

const now = new Date('2026-11-22T10:00:00Z'); // a Sunday

describe('list paging', () => {
  it('reads a page, refuses what it cannot read, and is absent without page', () => {
    expect(parseListPaging({}, ['createdAt'])).toBeNull();
    expect(parseListPaging({ page: '3', pageSize: '50', sort: 'createdAt', order: 'asc' }, ['createdAt'])).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'createdAt',
      order: 'asc',
    });
    expect(parseListPaging({ page: '1' }, ['createdAt'])).toMatchObject({ page: 1, pageSize: 20 });
    for (const bad of [
      { page: '0' },
      { page: 'x' },
      { page: '1', pageSize: '101' },
      { page: '1', sort: 'id' },
      { page: '1', order: 'up' },
    ]) {
      expect(typeof parseListPaging(bad, ['createdAt'])).toBe('string');
    }
  });
  it('says which rows a page shows', () => {
    expect(pageRange(1, 20, 12408)).toEqual([1, 20]);
    expect(pageRange(621, 20, 12408)).toEqual([12401, 12408]);
    expect(pageRange(1, 20, 0)).toEqual([0, 0]);
  });
});

describe("date presets and ranges (days on the reader's clock, weeks from Monday)", () => {
  it('gives today, yesterday, this week and this month', () => {
    expect(presetDays('today', now, 'UTC')).toEqual(['2026-11-22', '2026-11-22']);
    expect(presetDays('yesterday', now, 'UTC')).toEqual(['2026-11-21', '2026-11-21']);
    expect(presetDays('thisWeek', now, 'UTC')).toEqual(['2026-11-16', '2026-11-22']);
    expect(presetDays('thisMonth', now, 'UTC')).toEqual(['2026-11-01', '2026-11-22']);
    expect(dayRange('2026-10-01', '2026-10-31', 'UTC')).toEqual(['2026-10-01T00:00:00.000Z', '2026-10-31T23:59:59.999Z']);
  });

  it("on Morocco time: the days start at Morocco's midnight, an hour before UTC's, and at UTC's during Ramadan", () => {
    // 23:30 UTC on a Sunday is already Monday 00:30 in Morocco (UTC+1).
    const lateSunday = new Date('2026-11-22T23:30:00Z');
    expect(presetDays('today', lateSunday, 'UTC')).toEqual(['2026-11-22', '2026-11-22']);
    expect(presetDays('today', lateSunday, 'Africa/Casablanca')).toEqual(['2026-11-23', '2026-11-23']);
    expect(presetDays('thisWeek', lateSunday, 'Africa/Casablanca')).toEqual(['2026-11-23', '2026-11-23']);
    expect(dayRange('2026-11-01', '2026-11-30', 'Africa/Casablanca')).toEqual(['2026-10-31T23:00:00.000Z', '2026-11-30T22:59:59.999Z']);
    // Ramadan 2027 (from 7 February): Morocco is on UTC, its days are UTC's.
    expect(dayRange('2027-02-20', '2027-02-20', 'Africa/Casablanca')).toEqual(['2027-02-20T00:00:00.000Z', '2027-02-20T23:59:59.999Z']);
  });
});

describe('server-mode list query', () => {
  it('turns a page, a sorter and filters into the API query, and nothing for client tables', () => {
    const query = toListQuery(
      { currentPage: 2, pageSize: 50, mode: 'server' },
      [{ field: 'totalPrix', order: 'asc' }],
      [
        { field: 'q', operator: 'contains', value: '0612' },
        { field: 'status', operator: 'in', value: ['succes'] },
        { field: 'createdAt', operator: 'gte', value: '2026-11-01T00:00:00.000Z' },
        { field: 'createdAt', operator: 'lte', value: '2026-11-30T23:59:59.999Z' },
        { field: 'empty', operator: 'eq', value: '' },
      ],
    );
    expect(listQueryString(query)).toBe(
      'page=2&pageSize=50&sort=totalPrix&order=asc&q=0612&status=succes&from=2026-11-01T00%3A00%3A00.000Z&to=2026-11-30T23%3A59%3A59.999Z',
    );
    expect(toListQuery({ mode: 'client', currentPage: 1, pageSize: 20 }, [], [])).toEqual({});
  });
});
