import { describe, expect, it } from 'vitest';
import { isTrackingParam, normaliseLinkQuery, queryEscapedInPath, splitLinkParams } from '../../src/widgets/link-params.ts';

const FIELDS = ['unit', 'did', 'ask'];

describe('shared check links', () => {
  it('drops tracking parameters added by sharing and keeps the situation', () => {
    const s = splitLinkParams(
      '?v=1&unit={type:trooper}&fbclid=IwAR0abc&did=[move]&utm_source=chat&utm_medium=social&ask=attack&gclid=x&mc_eid=1&ref=home',
      FIELDS,
    );
    expect(s.query).toBe('v=1&unit={type:trooper}&did=[move]&ask=attack');
    expect(s.unknown).toEqual([]);
    expect(s.dropped).toEqual(['fbclid', 'utm_source', 'utm_medium', 'gclid', 'mc_eid', 'ref']);
  });

  it('names any other unknown parameter once and still keeps the rest', () => {
    const s = splitLinkParams('v=1&colour=red&ask=move&colour=blue&units=x', FIELDS);
    expect(s.query).toBe('v=1&ask=move');
    expect(s.unknown).toEqual(['colour', 'units']);
  });

  it('reads escaped names and tolerates broken escapes', () => {
    expect(splitLinkParams('utm%5Fsource=a&a%ZZ=1&ask=move', FIELDS)).toEqual({
      query: 'ask=move',
      unknown: ['a%ZZ'],
      dropped: ['utm_source'],
    });
  });

  it('knows the tracking families by prefix, case-insensitively', () => {
    for (const n of ['UTM_Campaign', 'fbclid', 'GCLID', 'mc_cid', 'pk_kwd', '_ga', 'msclkid']) expect(isTrackingParam(n), n).toBe(true);
    for (const n of ['unit', 'ask', 'utm', 'board', 'reference']) expect(isTrackingParam(n), n).toBe(false);
  });
});

describe('queryEscapedInPath', () => {
  it('opens a link whose `?` was escaped on the way at the address it meant', () => {
    expect(queryEscapedInPath('/check/legion/%3Fv=1&ask=%7Baction:move%7D', '')).toBe('/check/legion/?v=1&ask=%7Baction:move%7D');
    expect(queryEscapedInPath('/rules/check/swu/%3fv=1', '?fbclid=x')).toBe('/rules/check/swu/?v=1&fbclid=x');
    expect(queryEscapedInPath('/check/legion/%3F', '')).toBe('/check/legion/?');
  });

  it('leaves an address with no escaped `?` alone', () => {
    expect(queryEscapedInPath('/legion/aim/', '?v=1')).toBeNull();
    expect(queryEscapedInPath('/legion/what%20if/', '')).toBeNull();
  });
});

describe('invisible characters put into a long link', () => {
  it('are dropped, typed or escaped, and the situation reads as written', () => {
    const written = 'v=1&unit={type:trooper,courage:1}&did=[move]&ask=attack';
    const wrapped = 'v=1&unit={type:\u200Btrooper,courage:1}&did=[mo%E2%80%8Bve]&ask=att\u2060ack%EF%BB%BF';
    expect(normaliseLinkQuery(wrapped)).toBe(written);
    expect(splitLinkParams(wrapped, ['unit', 'did', 'ask'])).toEqual(splitLinkParams(written, ['unit', 'did', 'ask']));
  });
});
