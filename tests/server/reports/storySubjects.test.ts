import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../../server/definitions/discover';
import { subjectFilters, type StorySubject } from '../../../server/reports/storySubjects';

const subject: StorySubject = {
  member_id: 111293, site_id: 4, member_username: 'vanhung11293', real_name: 'Nguyen Van Hung', phone: '+84900000001',
  email: 'vanhung@example.com', member_lv_id: 5, tags: [1, 10],
};

describe('the subject a lookup report is recorded with', () => {
  it('gives a recap its member and the member’s site, and keeps the period default', async () => {
    const registry = await loadRegistry();
    expect(subjectFilters(registry.report('member_recap'), subject)).toEqual({ site: 4, member: 111293 });
    // customer single finds a member by its username first (or its id): the first criterion the member answers
    expect(subjectFilters(registry.report('customer_single'), subject)).toEqual({ site: 4, account: 'vanhung11293' });
  });
  it('looks a member up by the first criterion the member answers, over every site', async () => {
    const registry = await loadRegistry();
    expect(subjectFilters(registry.report('member_lookup'), subject)).toEqual({ username: 'vanhung11293' });
  });
  it('searches the member’s site by the member’s tags, by its level when it has none', async () => {
    const registry = await loadRegistry();
    const search = registry.report('member_search');
    expect(subjectFilters(search, subject)).toEqual({ site: 4, memberTags: [1, 10] });
    expect(subjectFilters(search, { ...subject, tags: [] })).toEqual({ site: 4, memberLevels: [5] });
  });
});
