import { describe, expect, it } from 'vitest';
import { sitePath } from '../../src/integrations/dev-request.ts';

describe('sitePath', () => {
  it('reads a request with or without the base alike', () => {
    expect(sitePath('/rules/graph.json', '/rules/')).toBe('graph.json');
    expect(sitePath('/graph.json', '/rules/')).toBe('graph.json');
    expect(sitePath('/vendor/mermaid/a.js?v=1', '/')).toBe('vendor/mermaid/a.js');
    expect(sitePath(undefined, '/')).toBe('');
  });
});
