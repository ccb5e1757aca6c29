/**
 * Juyo Mastery: with 1 or more wound tokens, one extra action; never more than 2 move actions
 * (legion-juyo-mastery). A unit panicked when Perform Actions began makes no actions at all, so
 * the extra action is not reported for it (its action count is 0: actionCount).
 */
import { catalogue, grantsNoAction, kindOf, moraleOf, suppressionAtStart } from '../kernel.ts';
import type { KeywordRule } from './types.ts';

export const JuyoExtraAction = catalogue.reason<{ wounds: number }>('JuyoExtraAction', 'legion-juyo-mastery', false);
export const JuyoTwoMoves = catalogue.reason('JuyoTwoMoves', 'legion-juyo-mastery', true);

export const juyoMastery: KeywordRule = {
  keyword: 'juyo-mastery',
  rules: ['legion-juyo-mastery'],
  grant: grantsNoAction('Juyo Mastery', 'an extra action counted with its others, not a free one'),
  extraActions: (s) => ((s.wounds ?? 0) >= 1 ? 1 : 0),
  check(s, a, log, _k, out) {
    if ((s.wounds ?? 0) >= 1 && !a.free && !a.notAction && !moraleOf(s, suppressionAtStart(s)).panicked)
      out.push(JuyoExtraAction({ wounds: s.wounds ?? 0 }));
    if (kindOf(a) === 'move' && !a.notAction && log.moves >= 2) out.push(JuyoTwoMoves());
  },
};
