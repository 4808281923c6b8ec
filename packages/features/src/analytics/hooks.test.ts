import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayTimeZone } from '../i18n/index.ts';
import { analyticsReportPath, challengesReportExportPath, challengesReportQuery, isFiltered, NO_CHALLENGE_FILTERS, parseAnalyticsReport } from './hooks.ts';

afterEach(() => setDisplayTimeZone(undefined));

describe('the analytics page’s report (docs/decisions/0041)', () => {
  it('reads ?report=, opening the first report when it names none that exists', () => {
    expect(parseAnalyticsReport(new URLSearchParams('report=challenges'))).toBe('challenges');
    expect(parseAnalyticsReport(new URLSearchParams('report=surveys'))).toBe('challenges');
    expect(parseAnalyticsReport(new URLSearchParams(''))).toBe('challenges');
    expect(analyticsReportPath('challenges')).toBe('/analytics?report=challenges');
  });
});

describe('the challenges report’s query', () => {
  it('asks for the states in their order, the days with the viewer’s time zone, and the trimmed search', () => {
    setDisplayTimeZone('Europe/Moscow');
    expect(challengesReportQuery(NO_CHALLENGE_FILTERS, { limit: 30 })).toBe('limit=30');
    expect(challengesReportQuery({ states: ['deleted', 'deferred'], q: '  книга ' })).toBe('state=deferred%2Cdeleted&q=%D0%BA%D0%BD%D0%B8%D0%B3%D0%B0');
    expect(challengesReportQuery({ states: [], from: '2026-03-01', to: '2026-03-05' })).toBe('from=2026-03-01&to=2026-03-05&timeZone=Europe%2FMoscow');
    expect(challengesReportQuery({ states: [], q: '   ' })).toBe('');
  });

  it('gives the export the same filters, always with the time zone and the language', () => {
    setDisplayTimeZone('Asia/Tokyo');
    expect(challengesReportExportPath({ states: ['ended'], from: '2026-03-01' }, 'en')).toBe('/api/analytics/challenges.xlsx?state=ended&from=2026-03-01&timeZone=Asia%2FTokyo&lang=en');
    expect(challengesReportExportPath(NO_CHALLENGE_FILTERS, 'ru')).toBe('/api/analytics/challenges.xlsx?timeZone=Asia%2FTokyo&lang=ru');
  });

  it('knows when anything narrows the report', () => {
    expect(isFiltered(NO_CHALLENGE_FILTERS)).toBe(false);
    expect(isFiltered({ states: [], q: '  ' })).toBe(false);
    expect(isFiltered({ states: ['ended'] })).toBe(true);
    expect(isFiltered({ states: [], to: '2026-03-01' })).toBe(true);
  });
});
