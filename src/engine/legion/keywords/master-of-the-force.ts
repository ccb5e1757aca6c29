/**
 * Master of the Force X: at the end of its activation the unit readies up to X of its exhausted
 * Force upgrade cards (`force` names them); other exhausted cards stay exhausted (legion-master-of-the-force).
 * Card names compare as every name of the engine does (`sameName`: case and spacing do not matter).
 * With more exhausted Force upgrades than X, the player chooses which to ready: the card the
 * question is about (`wanted`, the card its action exhausts) is readied first, so "may it use that
 * card next round?" is answered as the player can make it so.
 */
import { catalogue, grantsNoAction } from '../kernel.ts';
import { sameName } from '../names.ts';
import type { KeywordRule } from './types.ts';

export const MasterOfTheForceReadies = catalogue.reason<{ x: number; cards: string }>(
  'MasterOfTheForceReadies',
  'legion-master-of-the-force',
  false,
);

export const masterOfTheForce: KeywordRule = {
  keyword: 'master-of-the-force',
  rules: ['legion-master-of-the-force'],
  grant: grantsNoAction('Master of the Force', 'readied Force upgrades at the end of its activation'),
  atEnd(s, k, out, wanted) {
    const x = k.x ?? 1;
    const exhausted = s.exhausted ?? [];
    const force = exhausted.filter((c) => s.force?.some((f) => sameName(f, c)));
    // "Up to X": the player picks which; the card the question is about first.
    const ready = [...force.filter((c) => sameName(c, wanted)), ...force.filter((c) => !sameName(c, wanted))].slice(0, x);
    out.push(MasterOfTheForceReadies({ x, cards: ready.length ? ready.join(', ') : 'none' }));
    return { ...s, exhausted: exhausted.filter((c) => !ready.includes(c)) };
  },
};
