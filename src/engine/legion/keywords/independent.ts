/**
 * Independent: X (`{ keyword: independent, x, actions: [kind] }`): at the start of the Activation
 * Phase (`turn: phase-start`), before any unit activates, a unit without an order token gains X
 * tokens of the listed kind or makes the listed action as a free action; never inside an
 * activation (legion-independent).
 */
import { catalogue, KeywordMissing, kindOf, OnlyFreeKind } from '../kernel.ts';
import type { KeywordRule } from './types.ts';

export const IndependentFree = catalogue.reason<{ kind: string }>('IndependentFree', 'legion-independent', false);
export const IndependentPhaseStart = catalogue.reason('IndependentPhaseStart', 'legion-independent', true);
export const IndependentHasOrder = catalogue.reason('IndependentHasOrder', 'legion-independent', true);

export const independent: KeywordRule = {
  keyword: 'independent',
  rules: ['legion-independent', 'legion-keyword-needed'],
  grant(_s, _a, _log, k, out) {
    if (!k) out.push(KeywordMissing({ keyword: 'Independent' }));
    out.push(IndependentPhaseStart());
  },
  outside(s, a, k, out) {
    if (!k) out.push(KeywordMissing({ keyword: 'Independent' }));
    if (s.turn !== 'phase-start') out.push(IndependentPhaseStart());
    if (s.ordered || s.faceup) out.push(IndependentHasOrder());
    const list = k?.actions ?? [];
    const kind = kindOf(a);
    if (!a.free || a.notAction || !kind || !list.includes(kind))
      return void out.push(OnlyFreeKind({ keyword: 'Independent', kind: list.join(' or ') || 'listed' }));
    out.push(IndependentFree({ kind }));
  },
  candidates: (_s, k) => (k.actions ?? []).map((action) => ({ action, free: true, grantedBy: 'independent' })),
};
