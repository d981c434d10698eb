import { describe, expect, it } from 'vitest';
import { defaultAccessSettings } from '../defaults';
import { webSearchRequestSchema } from '../schemas/web-search';
import { searchTarget } from './search-target';

const settings = (patch: Partial<ReturnType<typeof defaultAccessSettings>> = {}) => ({ ...defaultAccessSettings(), ...patch });

describe('search target', () => {
  it('takes the first service the server offers when the user chose none', () => {
    expect(searchTarget(settings(), ['searxng', 'brave'])).toEqual({ provider: 'searxng' });
    expect(searchTarget(settings(), [])).toBeUndefined();
    expect(searchTarget(settings())).toBeUndefined();
  });

  it('sends the user’s own key or instance for the chosen service, and the server’s otherwise', () => {
    expect(searchTarget(settings({ webSearchProvider: 'tavily', tavilyApiKey: ' tvly-1 ' }), ['tavily'])).toEqual({ provider: 'tavily', key: 'tvly-1' });
    expect(searchTarget(settings({ webSearchProvider: 'searxng', searxngUrl: 'https://searx.test' }))).toEqual({ provider: 'searxng', endpoint: 'https://searx.test' });
    expect(searchTarget(settings({ webSearchProvider: 'brave' }), ['brave'])).toEqual({ provider: 'brave' });
  });

  it('asks nothing of a chosen service that neither side has a key for', () => {
    expect(searchTarget(settings({ webSearchProvider: 'exa' }), ['searxng'])).toBeUndefined();
  });

  it('builds requests the server’s contract accepts', () => {
    const target = searchTarget(settings({ webSearchProvider: 'serper', serperApiKey: 'k' }));
    expect(webSearchRequestSchema.parse({ ...target, query: 'q' })).toEqual({ provider: 'serper', key: 'k', query: 'q' });
  });
});
