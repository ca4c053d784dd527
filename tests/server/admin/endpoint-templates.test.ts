import { describe, expect, it } from 'vitest';
import { DEFAULT_ENDPOINT_TEMPLATES, endpointTemplateProblem } from '../../../src/contracts/admin-provider.js';
import { NEWS_CATEGORIES } from '../../../src/contracts/provider.js';
import { newsUrl } from '../../../src/plugins/sources/marketaux/client.js';
import { marketauxSettingsSchema } from '../../../src/plugins/sources/marketaux/settings.js';

function url(settings: Record<string, unknown>): URL {
  const parsed = marketauxSettingsSchema.parse({ apiToken: 't', ...settings });
  return new URL(newsUrl({ baseUrl: 'https://api.marketaux.com', settings: parsed, page: 1, limit: 3, publishedAfter: null }));
}

describe('endpoint templates', () => {
  it.each(NEWS_CATEGORIES.map((c) => c.id))('the default %s template asks what the plugin asks without one', (category) => {
    const plain = url({ category });
    const templated = url({ category, endpoint: DEFAULT_ENDPOINT_TEMPLATES[category] });
    expect(templated.pathname).toBe(plain.pathname);
    expect(Object.fromEntries(templated.searchParams)).toEqual(Object.fromEntries(plain.searchParams));
  });

  it('keeps the token, languages and paging the plugin own', () => {
    const templated = url({ endpoint: '/v1/news/all?search=gold', languages: ['de'] });
    expect(templated.searchParams.get('search')).toBe('gold');
    expect(templated.searchParams.get('api_token')).toBe('t');
    expect(templated.searchParams.get('language')).toBe('de');
  });

  it.each([
    ['/v1/news/all?search=oil', null],
    ['/v2/news', 'must be a path under the API'],
    ['/v1/../admin', 'must be a path under the API'],
    ['/v1/news/all?limit=50', 'may not set limit'],
    ['/v1/news/all?api_token=x&page=2', 'may not set api_token, page'],
  ])('judges %s', (template, problem) => {
    const found = endpointTemplateProblem(template);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
  });
});
