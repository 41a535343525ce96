import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { galleryModule, galleryReport, galleryReports, reportGalleryIndexer, reportStoryId } from '../../.storybook/reportGallery';

const ROOT = path.resolve(import.meta.dirname, '../..');
const makeTitle = (title?: string) => title ?? '';

describe('the report gallery indexer', () => {
  it('gives a report its story under Reports/<area>, with the sanitized stable id', async () => {
    const file = path.join(ROOT, 'reports/site_owner/member_recap.report.ts');
    expect(await reportGalleryIndexer.createIndex(file, { makeTitle })).toEqual([
      { type: 'story', importPath: file, exportName: 'member_recap', name: 'member_recap', title: 'Reports/site_owner', tags: ['report-gallery'], __id: 'reports-site-owner--member-recap' },
    ]);
    expect(reportStoryId('site_owner', 'trans_3party')).toBe('reports-site-owner--trans-3party');
  });
  it('adds the side drawer widget story of a report recorded as a widget', async () => {
    const entries = await reportGalleryIndexer.createIndex(path.join(ROOT, 'reports/site_owner/promo_cost.report.ts'), { makeTitle });
    expect(entries.map((e) => [e.exportName, e.__id, e.tags])).toEqual([
      ['promo_cost', 'reports-site-owner--promo-cost', ['report-gallery']],
      ['promo_cost_widget', 'reports-site-owner--promo-cost-widget', ['report-gallery', 'report-widget']],
    ]);
  });
  it('gives each placement of a report under two menus its own story, under the id it always had', async () => {
    const file = path.join(ROOT, 'reports/provider/site_dashboard.report.ts');
    const entries = await reportGalleryIndexer.createIndex(file, { makeTitle });
    expect(entries.map((e) => [e.exportName, e.__id])).toEqual([
      ['site_dashboard', 'reports-provider--site-dashboard'],
      ['house_site_dashboard', 'reports-house--house-site-dashboard'],
    ]);
    expect(galleryModule(file, await galleryReports(file))).toContain('export const house_site_dashboard = reportStory("house_site_dashboard", "reports-house--house-site-dashboard", house_site_dashboard_record);');
  });
  it('indexes a report added as a definition before it is recorded, and nothing that is not a definition', async () => {
    const added = path.join(ROOT, 'reports/house/vip_churn.report.ts');
    expect(galleryReport(added)).toEqual({ area: 'house', id: 'vip_churn', widget: false });
    expect(await reportGalleryIndexer.createIndex(added, { makeTitle })).toHaveLength(1);
    expect(galleryReport(path.join(ROOT, 'reports/shared/memberReports.ts'))).toBeNull();
    expect(galleryReport(path.join(ROOT, 'src/renderers/ReportPage.tsx'))).toBeNull();
  });
  it('serves a definition file as a story module exporting what the index names, with its own recording alone', () => {
    const file = path.join(ROOT, 'reports/site_owner/promo_cost.report.ts');
    expect(galleryModule(file, galleryReport(file)!)).toBe([
      'import { reportMeta, reportStory, widgetStory } from "../../src/renderers/gallery/reportStories.tsx";',
      'import promo_cost_record from "../../src/renderers/gallery/recorded/promo_cost.json";',
      'export default reportMeta("site_owner");',
      'export const promo_cost = reportStory("promo_cost", "reports-site-owner--promo-cost", promo_cost_record);',
      'export const promo_cost_widget = widgetStory("promo_cost", "reports-site-owner--promo-cost-widget", promo_cost_record);',
      '',
    ].join('\n'));
    // a report not recorded yet: its story says what to run
    const added = path.join(ROOT, 'reports/house/vip_churn.report.ts');
    expect(galleryModule(added, galleryReport(added)!)).toContain('export const vip_churn = reportStory("vip_churn", "reports-house--vip-churn");');
  });
});
