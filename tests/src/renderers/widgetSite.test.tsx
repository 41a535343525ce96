// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { recorded } from './support/recordedNode';

const { ReportApiProvider } = await import('../../../src/renderers/api/ReportApiContext');
const { recordedApi } = await import('../../../src/renderers/gallery/recordedApi');
const ReportWidget = (await import('../../../src/renderers/ReportWidget')).default;
const { i18n } = await import('../../../src/i18n/i18n');

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('a single-site report in the side drawer', () => {
  it('says which site its figures are of, by name, where no filter form shows it', async () => {
    const record = recorded('trans_3party');
    expect(record.view.route.singleSite).toBe(true);
    sessionStorage.setItem('site_list', JSON.stringify([{ site_id: 1, site_name: 'LuckyThai88' }, { site_id: 2, site_name: 'GoldenBay' }]));
    for (const [lang, text] of [['en', 'Site GoldenBay'], ['tw', '站台 GoldenBay']] as const) {
      await i18n.changeLanguage(lang);
      render(<MemoryRouter><ReportApiProvider api={recordedApi({ trans_3party: record })}><ReportWidget reportId="trans_3party" filters={{ site: 2 }} /></ReportApiProvider></MemoryRouter>);
      expect((await screen.findByText(text)).className).toBe('report-meta-site');
      cleanup();
    }
  });
});
