/** Jump X: a card action, usable whenever the unit could move, that is a move action ignoring terrain of height ≤ X (legion-jump). */
import { catalogue, KeywordMissing, OnlyFreeKind } from '../kernel.ts';
import type { KeywordRule } from './types.ts';

export const JumpMove = catalogue.reason<{ x: number }>('JumpMove', 'legion-jump', false);

export const jump: KeywordRule = {
  keyword: 'jump',
  rules: ['legion-jump', 'legion-keyword-needed'],
  grant(_s, a, _log, k, out) {
    if (!k) out.push(KeywordMissing({ keyword: 'Jump' }));
    if (a.action !== 'card' || a.as !== 'move') return void out.push(OnlyFreeKind({ keyword: 'Jump', kind: 'card action that is a move' }));
    out.push(JumpMove({ x: k?.x ?? 1 }));
  },
  candidates: (_s, k) => [{ action: 'card', card: `Jump ${k.x ?? 1}`, as: 'move', grantedBy: 'jump' }],
};
