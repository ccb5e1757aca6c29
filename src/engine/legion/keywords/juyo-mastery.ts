/** Juyo Mastery: with 1 or more wound tokens, one extra action; never more than 2 move actions (legion-juyo-mastery). */
import { kindOf } from '../state.ts';
import * as R from '../reasons.ts';
import type { KeywordRule } from './types.ts';

export const juyoMastery: KeywordRule = {
  keyword: 'juyo-mastery',
  rules: ['legion-juyo-mastery'],
  extraActions: (s) => ((s.wounds ?? 0) >= 1 ? 1 : 0),
  check(s, a, log, _k, out) {
    if ((s.wounds ?? 0) >= 1 && !a.free && !a.notAction) out.push(R.JuyoExtraAction({ wounds: s.wounds ?? 0 }));
    if (kindOf(a) === 'move' && !a.notAction && log.moves >= 2) out.push(R.JuyoTwoMoves());
  },
};
