/**
 * Vitest matchers for verdicts: `expect(v).toBeAllowed()`, `expect(v).toBeRefusedBy('rule-id')`,
 * `expect(v).toCite('rule-id')`. Import this file once in a test to register them.
 */
import { expect } from 'vitest';
import type { Verdict } from '../../src/engine/core/index.ts';

function describeVerdict(v: Verdict): string {
  const lines = v.reasons.map((r) => `  ${r.refuses ? '✗' : '✓'} ${r.code} [${r.rule}] ${r.message}`);
  return `${v.allowed ? 'allowed' : 'refused'}\n${lines.join('\n') || '  (no reasons)'}`;
}

expect.extend({
  toBeAllowed(received: Verdict) {
    return {
      pass: received.allowed,
      message: () => `expected verdict ${this.isNot ? 'not ' : ''}to be allowed, got ${describeVerdict(received)}`,
    };
  },
  toBeRefusedBy(received: Verdict, rule: string) {
    const pass = !received.allowed && received.reasons.some((r) => r.refuses && (r.rule === rule || r.code === rule));
    return {
      pass,
      message: () => `expected verdict ${this.isNot ? 'not ' : ''}to be refused by ${rule}, got ${describeVerdict(received)}`,
    };
  },
  toCite(received: Verdict, rule: string) {
    const pass = received.reasons.some((r) => r.rule === rule || r.code === rule);
    return {
      pass,
      message: () => `expected verdict ${this.isNot ? 'not ' : ''}to cite ${rule}, got ${describeVerdict(received)}`,
    };
  },
});

interface VerdictMatchers<R> {
  /** Passes when the verdict allows. */
  toBeAllowed(): R;
  /** Passes when the verdict refuses and a refusing reason has this block id or code. */
  toBeRefusedBy(ruleOrCode: string): R;
  /** Passes when any reason (refusing or not) has this block id or code. */
  toCite(ruleOrCode: string): R;
}

declare module 'vitest' {
  interface Matchers<R extends void | Promise<void> = void | Promise<void>, T = unknown> extends VerdictMatchers<R> {}
}
