/**
 * The project's own vault, `content/`, read by the pipeline: every link resolves, every note
 * the issue names exists and opens with a real summary, and no sentence is copied from the seed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentGraph, notesOf, SEED_VAULT } from '../engine/content-vault.ts';
import { itSeed } from '../seed-vault.ts';

const REQUIRED: Record<string, string[]> = {
  legion: [
    'Actions',
    'Free Actions',
    'Card Actions',
    'Free Card Actions',
    'Activation Phase',
    'Activating Units',
    'Move',
    'Movement',
    'Attack',
    'Aim',
    'Dodge',
    'Standby',
    'Recover',
    'Courage',
    'Suppression',
    'Panic',
    'Rally',
    'Commander',
    'Damaged',
    'Relentless',
    'Gunslinger',
  ],
  'chronicle-x': [
    'Activation',
    'Move',
    'Sprint',
    'Melee Attack',
    'Shoot Attack',
    'Interact',
    'Overwatch',
    'Psychic Attack',
    'Blip Token',
    'Line of Sight',
    'Alien Behaviour',
  ],
  swu: [
    'Abilities',
    'Action Abilities',
    'Constant Abilities',
    'Event Abilities',
    'Keyword Abilities',
    'Triggered Abilities',
    'Effects',
    'Trigger Resolution',
    'Nested Abilities',
  ],
};

describe('content/', () => {
  it('has no broken, ambiguous or outside link, no missing embed and no invalid note', () => {
    const problems = contentGraph.diagnostics
      .filter((d) => d.severity !== 'info')
      .map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`);
    expect(problems).toEqual([]);
    expect(contentGraph.unresolved).toEqual([]);
    expect(contentGraph.edges.every((e) => e.resolved)).toBe(true);
  });

  it.each(Object.entries(REQUIRED))('has every %s note the site needs', (game, titles) => {
    const have = new Set(notesOf(game).map((n) => n.title));
    expect(titles.filter((t) => !have.has(t))).toEqual([]);
  });

  it('opens every note with a one-paragraph summary for the glossary', () => {
    expect(contentGraph.notes.filter((n) => n.summary.length < 60).map((n) => n.path)).toEqual([]);
  });

  it('gives the seed notes’ own spellings as aliases (Card Action, relentless)', () => {
    const names = new Set(notesOf('legion').flatMap((n) => [n.title, ...n.aliases].map((s) => s.toLowerCase())));
    for (const name of ['card action', 'relentless', 'card actions', 'move']) expect(names.has(name), name).toBe(true);
  });

  itSeed('copies no sentence of the seed notes', () => {
    const sentences = ['legion', 'chronicle-x', 'swu'].flatMap((game) =>
      readdirSync(join(SEED_VAULT, game))
        .map((f) => readFileSync(join(SEED_VAULT, game, f), 'utf8'))
        .flatMap((text) =>
          text
            .split(/(?<=[.!?])\s+|\n+/)
            .map((s) => s.trim().replace(/\s+/g, ' '))
            .filter((s) => s.length > 40),
        ),
    );
    const ours = contentGraph.notes.map((n) => ({
      path: n.path,
      text: readFileSync(join(import.meta.dirname, '../../content', n.path), 'utf8').replace(/\s+/g, ' '),
    }));
    const copied = ours.flatMap((n) => sentences.filter((s) => n.text.includes(s)).map((s) => `${n.path}: ${s}`));
    expect(copied).toEqual([]);
  });

  it('quotes the SWU Comprehensive Rules numbers for trigger order (7.6.8–7.6.11)', () => {
    const text = notesOf('swu')
      .filter((n) => ['Trigger Resolution', 'Nested Abilities'].includes(n.title))
      .map((n) => n.html)
      .join('\n');
    for (const cr of ['7.6.8', '7.6.9', '7.6.10', '7.6.11']) expect(text).toContain(cr);
  });

  it('names every game term the Chronicle X seed note capitalises, as a note or an alias', () => {
    const names = new Set(notesOf('chronicle-x').flatMap((n) => [n.title, ...n.aliases].map((s) => s.toLowerCase())));
    const terms = [
      'Activation',
      'Hero',
      'Alien Unit',
      'Round',
      'Blip Token',
      'Overwatch',
      'Move',
      'Sprint',
      'Melee Attack',
      'Shoot Attack',
      'Interact',
      'Psychic Attacks',
      'Flip Blip Token',
      'Interruption',
      'Alien Behaviour Actions',
      'Line of Sight',
      'Action',
      'Overmind Player',
      'Combat Value',
      'Movement Value',
      'Square',
      'Adjacent',
    ];
    expect(terms.filter((t) => !names.has(t.toLowerCase()))).toEqual([]);
  });
});
