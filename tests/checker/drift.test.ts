/** Rule drift: a cited block's text changes → reported with the rules and the command; recorded → cleared. */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCheck } from './cli.ts';
import { copyFixture } from './helpers.ts';

const REGISTRY = 'tests/checker/fake-engine.ts';
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const codes = (stdout: string, code: string) =>
  (JSON.parse(stdout) as { diagnostics: Array<{ code: string; message: string; hint: string }> }).diagnostics.filter(
    (d) => d.code === code,
  );

describe('rule drift', () => {
  it('asks for a review of never-reviewed cited blocks, then reports an edited block until the review is recorded', () => {
    dir = copyFixture('engine');
    const fingerprints = join(dir, 'fingerprints.json');
    const args = [dir, '--registry', REGISTRY, '--fingerprints', fingerprints, '--format', 'json'];

    const before = runCheck(args);
    expect(
      codes(before.stdout, 'UnreviewedRule')
        .map((d) => d.message.match(/\^([\w-]+)/)?.[1])
        .sort(),
    ).toEqual(['fake-same-action-once', 'fake-two-actions']);

    const recorded = runCheck([dir, '--registry', REGISTRY, '--fingerprints', fingerprints, '--record-review']);
    expect(recorded.stderr).toContain('Recorded the review of 2 block(s)');
    const store = JSON.parse(readFileSync(fingerprints, 'utf8'));
    expect(Object.keys(store.blocks)).toEqual(['fake-same-action-once', 'fake-two-actions']);
    expect(store.blocks['fake-same-action-once'].rules).toEqual(['fake SameActionTwice']);
    expect(codes(runCheck(args).stdout, 'UnreviewedRule')).toEqual([]);

    const note = join(dir, 'fake/Actions.md');
    // Whitespace alone is not a change of the rule.
    writeFileSync(note, readFileSync(note, 'utf8').replace('cannot perform the same', 'cannot  perform the   same'));
    expect(codes(runCheck(args).stdout, 'RuleDrift')).toEqual([]);

    writeFileSync(note, readFileSync(note, 'utf8').replace('action twice', 'action three times'));
    const drift = codes(runCheck(args).stdout, 'RuleDrift');
    expect(drift).toHaveLength(1);
    expect(drift[0]!.message).toContain('^fake-same-action-once');
    expect(drift[0]!.message).toContain('fake SameActionTwice');
    expect(drift[0]!.hint).toContain(
      `npm run check -- ${dir} --record-review fake-same-action-once --fingerprints ${fingerprints} --registry ${REGISTRY}`,
    );

    const review = runCheck([dir, '--registry', REGISTRY, '--fingerprints', fingerprints, '--record-review', 'fake-same-action-once']);
    expect(review.stderr).toContain('^fake-same-action-once');
    expect(codes(runCheck(args).stdout, 'RuleDrift')).toEqual([]);
  });

  it('refuses to record a block no engine rule cites', () => {
    dir = copyFixture('engine');
    const out = runCheck([dir, '--registry', REGISTRY, '--fingerprints', join(dir, 'f.json'), '--record-review', 'fake-uncited-rule']);
    expect(out.code).toBe(1);
    expect(out.stderr).toContain('cited by no engine rule');
  });
});
