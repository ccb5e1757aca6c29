/**
 * The "Can this unit do X now?" widgets in Debian Chromium against the site built from content/:
 * play a Legion activation to a refusal and follow the cited rule; open shared and tampered links;
 * a Chronicle X diagonal move refused beside a wall; an SWU trigger order; a note's widget answers
 * with the engine's own words (from rules.json, or from code when that file cannot be fetched) and
 * takes edits; every next step's mark agrees with its explanation; keyboard only; axe-core; the
 * static answer without JavaScript; copy link.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineFor } from '../../src/engine/registry.ts';
import { buildSite, launchChromium, serveDist, tempOutDir, VIEWPORTS, type DistServer } from './harness.ts';

let outDir: string;
let server: DistServer;
let browser: Browser;
let context: BrowserContext;
let problems: string[] = [];

beforeAll(async () => {
  outDir = await tempOutDir();
  await buildSite({ vault: 'content', outDir });
  server = await serveDist(outDir);
  browser = await launchChromium();
  context = await browser.newContext({ serviceWorkers: 'block' });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** Opens a page and records console errors and uncaught exceptions in `problems`. */
async function open(url: string, ctx: BrowserContext = context): Promise<Page> {
  const page = await ctx.newPage();
  problems = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.location().url.endsWith('/favicon.ico')) problems.push(`console: ${m.text()} (${m.location().url})`);
  });
  await page.goto(new URL(url, server.url).href);
  return page;
}

const answerOf = (page: Page, widget = page.locator('rg-check').first()) => widget.locator('.rgc-answer');

describe('Legion widget', () => {
  it('plays an activation to a refusal whose cited rule link opens the note at the block', async () => {
    const page = await open('/check/legion/');
    const widget = page.locator('rg-check');
    await expect.poll(() => answerOf(page).textContent()).toContain('Allowed.');
    await widget.getByRole('button', { name: 'Perform Move action', exact: true }).click();
    await widget.getByRole('button', { name: 'Perform Attack action', exact: true }).click();
    await expect.poll(() => widget.locator('.rgc-log').innerText()).toBe('Move action.\nAttack action.');
    // Attack is now refused and listed so; ask why.
    const attackRow = widget.locator('.rgc-next li', { hasText: /^Attack action/ });
    await expect.poll(() => attackRow.innerText()).toContain('✗ refused');
    await widget.getByRole('button', { name: 'Why not? Attack action', exact: true }).click();
    await expect.poll(() => answerOf(page).innerText()).toMatch(/^Refused\./);
    expect(await widget.locator('.rgc-question').textContent()).toBe('Can the unit make an attack action now?');
    const cite = answerOf(page).locator('a[href*="#^legion-one-attack-action"]');
    expect(await cite.count()).toBe(1);
    expect(await cite.getAttribute('title')).toMatch(/attack/i);
    // The rule text shows on tap (details) as well as on hover (title).
    const reason = answerOf(page).locator('li', { has: page.locator('a[href*="#^legion-one-attack-action"]') });
    expect(await reason.locator('blockquote').isVisible()).toBe(false);
    await reason.locator('summary').click();
    expect(await reason.locator('blockquote').isVisible()).toBe(true);
    // The URL holds the situation.
    expect(decodeURIComponent(page.url())).toContain('did=[move,attack]&ask=attack');
    // Following the citation lands on the block.
    await Promise.all([page.waitForURL(/#/), cite.click()]);
    const target = await page.evaluate(() => {
      const el = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      return el?.textContent ?? null;
    });
    expect(target).toMatch(/attack/i);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the answer of a shared link at once, with the rally odds before the roll', async () => {
    const page = await open('/check/legion/?v=1&unit={type:trooper,courage:1,suppression:2}&step=rally&ask=move');
    await expect.poll(() => answerOf(page).innerText()).toMatch(/^Refused\./);
    const text = await answerOf(page).innerText();
    expect(text).toContain('Rally odds before the roll (2 white dice');
    expect(text).toContain('panicked 44.4%');
    expect(await page.locator('rg-check .rgc-errors').isHidden()).toBe(true);
    expect(await page.getByLabel('Suppression tokens').inputValue()).toBe('2');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('answers for a unit that was just shot: the attack and its Suppressive weapon set in the widget, cited, and kept in the link', async () => {
    const page = await open('/check/legion/?v=1&unit={type:trooper,courage:1,suppression:0}&ask=move');
    await expect.poll(() => answerOf(page).innerText()).toMatch(/^Allowed\./);
    await page.getByLabel('An attack against it just resolved').selectOption({ label: 'a ranged attack that rolled a hit or critical' });
    await expect.poll(() => answerOf(page).innerText()).toContain('A ranged attack that rolled a hit or critical and did not defeat it');
    expect(await answerOf(page).locator('a[href*="#^legion-attack-suppression"]').count()).toBeGreaterThan(0);
    expect(await answerOf(page).innerText()).toContain('Gains 1 suppression: 1 now.');
    expect(decodeURIComponent(page.url())).toContain('attacked={weapon:ranged,hit:true}');
    await page.getByLabel('Its weapons were Suppressive').check();
    await expect.poll(() => answerOf(page).innerText()).toContain('Gains 2 suppression: 2 now.');
    expect(decodeURIComponent(page.url())).toContain('attacked={weapon:ranged,hit:true,suppressive:true}');
    // A melee attack gives none of its own; the Suppressive weapon still does.
    await page.getByLabel('An attack against it just resolved').selectOption({ label: 'a melee attack' });
    await expect.poll(() => answerOf(page).innerText()).toContain('No suppression from this attack: a melee attack.');
    expect(await answerOf(page).innerText()).toContain('Gains 1 suppression: 1 now.');
    // The link opens the same situation.
    const again = await open(page.url());
    expect(await again.getByLabel('An attack against it just resolved').inputValue()).toBe('melee');
    expect(await again.getByLabel('Its weapons were Suppressive').isChecked()).toBe(true);
    expect(problems).toEqual([]);
    await again.close();
    await page.close();
  });

  it('answers a keyword situation with the rules of that keyword, and fetches the rules of a keyword ticked later', async () => {
    const page = await open(
      '/check/legion/?v=1&unit={type:trooper,courage:none,wounds:1,keywords:[juyo-mastery]}&did=[move,aim]&ask=dodge',
    );
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
    // The keyword's rules come as their own script, fetched after the page's.
    await expect.poll(() => answerOf(page).innerText(), { timeout: 10_000 }).toMatch(/^Allowed\./);
    expect(await answerOf(page).innerText()).toContain('Juyo Mastery with 1 wound token: one extra action.');
    // Ticking another keyword fetches its rules and answers with them.
    await page.getByLabel('Plodding', { exact: true }).check();
    await expect
      .poll(() => page.locator('rg-check .rgc-next li', { hasText: /^Move action/ }).innerText(), { timeout: 10_000 })
      .toContain('✗ refused');
    expect(loaded.some((p) => /plodding/i.test(p))).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('ends an activation with Master of the Force and answers the readied Force upgrade at the next one', async () => {
    const page = await open(
      '/check/legion/?v=1&unit={type:trooper,courage:3,keywords:[{keyword:master-of-the-force,x:1}]}&step=end&ask={card:"Force Push",exhausts:"Force Push"}',
    );
    await expect.poll(() => answerOf(page).innerText(), { timeout: 10_000 }).toMatch(/^Refused\./);
    await page.getByLabel('Its Force upgrade (Force Push) is exhausted').check();
    await page.getByLabel('End the activation, then ask at its activation next round').check();
    await expect.poll(() => answerOf(page).innerText(), { timeout: 10_000 }).toMatch(/^Allowed\./);
    expect(await answerOf(page).innerText()).toContain('Master of the Force 1');
    expect(decodeURIComponent(page.url())).toContain('ended=true');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('explains a tampered link in plain words and stays usable', async () => {
    const page = await open('/check/legion/?v=1&unit={type:wookiee,suppression:-1}&did=[move&ask=move');
    const errors = page.locator('rg-check .rgc-errors');
    await expect.poll(() => errors.isVisible()).toBe(true);
    const text = await errors.innerText();
    expect(text).toContain('This link could not be read');
    expect(text).toContain('The parameter `did` cannot be read');
    // The widget still answers its default situation, and can be edited.
    await expect.poll(() => answerOf(page).innerText()).toMatch(/^Allowed\./);
    await page.locator('rg-check').getByRole('button', { name: 'Perform Move action', exact: true }).click();
    await expect.poll(() => page.locator('rg-check .rgc-log').innerText()).toBe('Move action.');
    expect(await errors.isHidden()).toBe(true);

    const bad = await open('/check/legion/?v=1&unit={type:wookiee,suppression:-1}&ask=move');
    await expect
      .poll(() => bad.locator('rg-check .rgc-errors').innerText())
      .toContain('`unit.type` must be one of trooper, droid-trooper, creature-trooper, ground-vehicle, repulsor-vehicle (got "wookiee")');
    expect(await bad.locator('rg-check .rgc-errors').innerText()).toContain('`unit.suppression` must be a whole number from 0 to 30');
    const newer = await open('/check/legion/?v=7&ask=move');
    await expect
      .poll(() => newer.locator('rg-check .rgc-errors').innerText())
      .toContain('uses format v=7, newer than this site understands');
    expect(problems).toEqual([]);
    await Promise.all([page.close(), bad.close(), newer.close()]);
  });
});

describe('Chronicle X widget', () => {
  it('refuses a diagonal move beside a wall, and allows it once the wall is gone', async () => {
    const page = await open('/check/chronicle-x/');
    const widget = page.locator('rg-check');
    await expect.poll(() => answerOf(page).textContent()).toContain('Allowed.');
    await widget.getByLabel('Movement').fill('1');
    await widget.getByLabel('Movement').dispatchEvent('change');
    // The default board has a wall along b1's south side; A stands on b2. Ask: move to a1.
    await widget.getByLabel('Ask: move there').check();
    await widget.locator('[data-square="a1"]').click();
    expect(await widget.locator('.rgc-question').textContent()).toBe('Can A move to a1 now?');
    await expect.poll(() => answerOf(page).innerText()).toMatch(/^Refused\./);
    expect(await answerOf(page).locator('a[href$="#^cx-diagonal-move"]').count()).toBe(1);
    // Remove the wall and ask again.
    await widget.getByLabel('Wall on its south side').check();
    await widget.locator('[data-square="b1"]').click();
    await widget.getByLabel('Ask: move there').check();
    await widget.locator('[data-square="a1"]').click();
    await expect.poll(() => answerOf(page).innerText()).toMatch(/^Allowed\./);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('renders the note’s own example, boxed in by walls, as refused', async () => {
    const page = await open('/chronicle-x/move/');
    const first = page.locator('rg-check').first();
    await expect.poll(() => first.locator('.rgc-answer').innerText()).toMatch(/^Refused\./);
    expect(await first.locator('.rgc-answer a[href$="#^cx-diagonal-move"]').count()).toBe(1);
    await page.close();
  });
});

describe('rules index', () => {
  it('is one cached file per game, fetched once by all the widgets of a note and precached for offline', async () => {
    const page = await open('/chronicle-x/activation/');
    // The page inlines no rules: each widget carries only its static sentence and link.
    expect(await page.locator('script[type="application/json"][id^="rg-rules"]').count()).toBe(0);
    const widgets = page.locator('rg-check');
    expect(await widgets.count()).toBeGreaterThan(1);
    for (const widget of await widgets.all()) {
      await widget.scrollIntoViewIfNeeded();
      await expect.poll(() => widget.locator('.rgc-verdict').count()).toBe(1);
      // Every cited rule links to its block, with its text on hover.
      const cites = widget.locator('.rgc-answer .rgc-rule a');
      expect(await cites.count()).toBe(await widget.locator('.rgc-answer .rgc-reasons > li').count());
      expect(await cites.first().getAttribute('href')).toMatch(/^\/chronicle-x\/[a-z-]+\/#\^cx-/);
      // Named by the title of the rule's note (the block id only in the address), its text on hover.
      expect(await cites.first().textContent()).toMatch(/^[A-Z][^^]*$/);
      expect(await cites.first().getAttribute('title')).toMatch(/\w/);
    }
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.endsWith('/rules.json')),
    );
    expect(fetched).toEqual(['/check/chronicle-x/rules.json']);
    const sw = await readFile(path.join(outDir, 'sw.js'), 'utf8');
    for (const game of ['legion', 'chronicle-x', 'swu']) expect(sw).toContain(`check/${game}/rules.json"`);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('SWU widget', () => {
  it('answers the order of triggers: B may not slip between A’s', async () => {
    const page = await open('/check/swu/');
    const widget = page.locator('rg-check');
    await widget.getByRole('button', { name: 'Perform Resolve a1 (A) next', exact: true }).click();
    await expect.poll(() => widget.locator('.rgc-log').innerText()).toBe('a1 resolves.');
    const row = widget.locator('.rgc-next li', { hasText: 'Resolve b1 (B) next' });
    await expect.poll(() => row.innerText()).toContain('✗ refused');
    expect(await widget.locator('.rgc-next li', { hasText: 'Resolve a2 (A) next' }).innerText()).toContain('✓ allowed');
    await widget.getByRole('button', { name: 'Why not? Resolve b1 (B) next', exact: true }).click();
    await expect.poll(() => answerOf(page).innerText()).toMatch(/^Refused\./);
    expect(await widget.locator('.rgc-question').textContent()).toBe('Is resolving the triggers in the order a1 → b1 → a2 legal?');
    expect(await answerOf(page).locator('a[href$="#^swu-trigger-active-player-chooses"]').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('Chronicle X path play', () => {
  it('plays an asked path step by step and marks where Overwatch interrupts it', async () => {
    const page = await open(
      '/check/chronicle-x/?v=1&board={size:6x4}&models={H:{kind:hero,at:a1},W:{kind:alien,at:f4,overwatch:full,short:{dice:3,range:3}}}&phase=hero&active=H&ask={path:[b1,c1,d1],model:H}',
    );
    const widget = page.locator('rg-check');
    await expect.poll(() => answerOf(page).innerText()).toMatch(/^Refused\./);
    expect(await widget.locator('.rgc-question').textContent()).toBe('Can H move b1 → c1 → d1 without being interrupted?');
    const stop = widget.locator('[data-square="c1"]');
    expect(await stop.getAttribute('class')).toContain('rgc-interrupted');
    expect(await stop.getAttribute('aria-label')).toContain("move interrupted: W's Overwatch fires with 3 dice");
    await widget.getByRole('button', { name: 'Previous step', exact: true }).click();
    await widget.getByRole('button', { name: 'Previous step', exact: true }).click();
    await expect
      .poll(() => widget.locator('[data-key="path-status"]').innerText())
      .toBe('Step 1 of 3: H enters b1. Nothing interrupts the move here.');
    expect(await widget.locator('[data-square="c1"]').getAttribute('class')).not.toContain('rgc-interrupted');
    await widget.getByRole('button', { name: 'Next step', exact: true }).click();
    await expect
      .poll(() => widget.locator('[data-key="path-status"]').innerText())
      .toContain("Step 2 of 3: H enters c1. W's Overwatch fires with 3 dice; the move stops here, 1 step of this path after it.");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("says a moving blip that a Hero's Overwatch shoots is flipped, and the rest of the move is the revealed unit's", async () => {
    const page = await open(
      '/check/chronicle-x/?v=1&board={size:4x3}&models={B:{kind:blip,at:a1},H:{kind:hero,at:d1,overwatch:full,short:{dice:2,range:3}}}&phase=overmind&active=B&ask={path:[a2,a1],model:B}',
    );
    const widget = page.locator('rg-check');
    await expect.poll(() => answerOf(page).innerText()).toMatch(/^Refused\./);
    expect(await widget.locator('[data-square="a2"]').getAttribute('aria-label')).toContain(
      "move interrupted: H's Overwatch fires with 2 dice; the move stops here: the attacked blip is flipped, and the rest of the move is the revealed unit's",
    );
    expect(await answerOf(page).innerText()).toContain('the blip is flipped on a2 (step 1)');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('says where the moving Hero comes to see a blip, which flips without stopping the move', async () => {
    const page = await open(
      '/check/chronicle-x/?v=1&board={size:4x4,blocked:[a2,b2]}&models={H:{kind:hero,at:a1},B:{kind:blip,at:b3}}&phase=hero&active=H&ask={path:[b1,c1,c2],model:H}',
    );
    const widget = page.locator('rg-check');
    await expect.poll(() => answerOf(page).innerText()).toMatch(/^Allowed\./);
    await expect
      .poll(() => widget.locator('[data-key="path-status"]').innerText())
      .toBe('Step 3 of 3: H enters c2. H sees the blip B: it is flipped, and the move goes on. Nothing interrupts the move here.');
    expect(await widget.locator('[data-square="c2"]').getAttribute('aria-label')).toContain('H sees the blip B: it is flipped');
    await widget.getByRole('button', { name: 'Previous step', exact: true }).click();
    await expect
      .poll(() => widget.locator('[data-key="path-status"]').innerText())
      .toBe('Step 2 of 3: H enters c1. Nothing interrupts the move here.');
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('Chronicle X defence dice from a shared link', () => {
  it('asks how many dice a defender with seven rolls, and answers five', async () => {
    const page = await open(
      '/check/chronicle-x/?v=1&models={X:{kind:alien,at:a1},H:{kind:hero,at:b1}}&phase=overmind&active=X&ask={defend:melee,dice:7}',
    );
    const widget = page.locator('rg-check');
    await expect.poll(() => answerOf(page).innerText()).toMatch(/^Allowed\./);
    expect(await widget.locator('.rgc-question').textContent()).toBe(
      'How many defence dice does a defender with 7 combat dice roll against a melee attack?',
    );
    expect(await answerOf(page).innerText()).toContain('The defender has 7 combat dice and rolls 5 dice in defence (never more than 5).');
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('keyboard only', () => {
  it('plays a Legion activation with Tab and Enter', async () => {
    const page = await open('/check/legion/');
    await expect.poll(() => answerOf(page).textContent()).toContain('Allowed.');
    const focusedLabel = () =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
    const tabTo = async (label: string) => {
      for (let i = 0; i < 120; i++) {
        await page.keyboard.press('Tab');
        if ((await focusedLabel()) === label) return;
      }
      throw new Error(`Tab never reached "${label}"`);
    };
    await tabTo('Perform Move action');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('rg-check .rgc-log').innerText()).toBe('Move action.');
    // Focus stays on the same control after the widget redraws.
    expect(await focusedLabel()).toBe('Perform Move action');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('rg-check .rgc-log').innerText()).toBe('Move action.\nMove action.');
    // Two actions used: a third move is refused and its "Perform" is gone; focus falls back to "Why not?".
    expect(await focusedLabel()).toBe('Why not? Move action');
    await page.keyboard.press('Enter');
    await expect.poll(() => answerOf(page).innerText()).toMatch(/^Refused\./);
    await page.close();
  });

  it('moves between board squares with the arrow keys and asks with Enter', async () => {
    const page = await open('/check/chronicle-x/');
    await expect.poll(() => answerOf(page).textContent()).toContain('Allowed.');
    await page.locator('rg-check [data-square][tabindex="0"]').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('rg-check .rgc-question').textContent()).toBe('Can A move to b2 now?');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.square)).toBe('b2');
    await page.close();
  });
});

describe('a widget in a note', () => {
  /** The reasons the Node engine gives for the situation a widget starts from (its `data-situation`). */
  async function nodeReasons(page: Page, widget = page.locator('rg-check').first()): Promise<string[]> {
    const [game, situation] = await Promise.all([widget.getAttribute('data-game'), widget.getAttribute('data-situation')]);
    const engine = engineFor(game!)!;
    const parsed = engine.parseScenario((JSON.parse(situation!) as { input: unknown }).input);
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    return engine.answer(parsed.value).reasons.map((r) => r.message);
  }
  const shownReasons = (page: Page) => page.locator('rg-check').first().locator('.rgc-reasons > li').allInnerTexts();

  for (const url of ['/legion/relentless/', '/chronicle-x/move/', '/swu/abilities/']) {
    it(`answers ${url} with the engine's own words, then takes an edit`, async () => {
      const page = await open(url);
      const first = page.locator('rg-check').first();
      await first.locator('.rgc-verdict').waitFor();
      const expected = await nodeReasons(page);
      const shown = await shownReasons(page);
      expect(shown).toHaveLength(expected.length);
      expected.forEach((message, i) => {
        expect(shown[i]).toContain(message);
      });
      // A worked example first: the situation in words and the answer, no controls until "Try it".
      expect(await first.locator('.rgc-summary').innerText()).not.toBe('');
      expect(await first.locator('.rgc-next-box').isVisible()).toBe(false);
      await first.getByRole('button', { name: 'Try it' }).click();
      expect(await first.locator('.rgc-next-box').isVisible()).toBe(true);
      // An edit (asking about another step) is checked and answered.
      const question = await first.locator('.rgc-question').textContent();
      const ask = first.locator('.rgc-next li button', { hasText: /^(Explain|Why not\?)/ });
      const n = await ask.count();
      expect(n).toBeGreaterThan(0);
      await ask.nth(n - 1).click();
      await expect.poll(() => first.locator('.rgc-question').textContent()).not.toBe(question);
      await expect.poll(() => first.locator('.rgc-verdict').count()).toBe(1);
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it('shows the same words when rules.json cannot be fetched (they load as code)', async () => {
    const ctx = await browser.newContext({ serviceWorkers: 'block' });
    await ctx.route('**/rules.json', (route) => route.abort());
    const page = await open('/chronicle-x/move/', ctx);
    await page.locator('rg-check .rgc-verdict').first().waitFor();
    const expected = await nodeReasons(page);
    const shown = await shownReasons(page);
    expect(shown).toHaveLength(expected.length);
    expected.forEach((message, i) => {
      expect(shown[i]).toContain(message);
    });
    await ctx.close();
  });
});

describe('next steps', () => {
  // The first widget of each page; each step's ✓/✗ must be the answer its Explain / Why not? gives.
  for (const url of [
    '/check/legion/',
    '/check/chronicle-x/',
    '/check/swu/',
    '/legion/relentless/',
    '/chronicle-x/move/',
    '/swu/abilities/',
  ]) {
    it(`are marked allowed or refused as their explanation answers (${url})`, async () => {
      const page = await open(url);
      const rows = page.locator('rg-check').first().locator('.rgc-next > li:has(button:text-matches("^(Explain|Why not\\?)"))');
      await expect.poll(() => rows.count()).toBeGreaterThan(0);
      const count = await rows.count();
      for (let i = 0; i < count; i++) {
        if (i > 0) await page.goto(new URL(url, server.url).href); // the check page's address follows the widget
        await page.locator('rg-check').first().locator('.rgc-verdict').waitFor();
        const tryIt = page.locator('rg-check').first().getByRole('button', { name: 'Try it' });
        if (await tryIt.count()) await tryIt.click();
        const row = rows.nth(i);
        const mark = await row.locator('.rgc-mark').textContent();
        await row.locator('button', { hasText: /^(Explain|Why not\?)/ }).click();
        const verdict = page.locator('rg-check').first().locator('.rgc-verdict');
        await expect.poll(() => verdict.textContent()).toBe(mark!.includes('allowed') ? 'Allowed.' : 'Refused.');
      }
      expect(problems).toEqual([]);
      await page.close();
    }, 60_000);
  }
});

describe('without JavaScript', () => {
  it('shows each check block’s expected answer as a sentence with its rule and a link to the checker', async () => {
    const noJs = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' });
    const page = await open('/legion/relentless/', noJs);
    const first = page.locator('rg-check').first();
    const text = await first.innerText();
    expect(text).toMatch(/^Rules example — expected: refused\. .+\(rule: [A-Z][^)^]+\) Open this situation in the rule checker\.$/s);
    expect(await first.locator('a.rule-cite').getAttribute('href')).toMatch(/^\/legion\/[a-z-]+\/#\^legion-one-attack-action$/);
    const checker = await first.locator('a.check-open').getAttribute('href');
    expect(decodeURIComponent(checker!)).toBe(
      '/check/legion/?v=1&unit={type:trooper,courage:none,suppression:0,keywords:[relentless]}&did=[move,{action:attack,free:true,grantedBy:relentless}]&ask=attack',
    );
    await noJs.close();
  });
});

describe('on a phone', () => {
  it('keeps a Legion situation answerable when the setup changes what the unit may have done', async () => {
    const ctx = await browser.newContext({ ...VIEWPORTS.phone, serviceWorkers: 'block' });
    const page = await open('/check/legion/', ctx);
    const widget = page.locator('rg-check');
    const pin = widget.locator('.rgc-pin');
    await expect.poll(() => pin.innerText()).toMatch(/^Allowed\./);
    await widget.getByRole('button', { name: 'Perform Move action', exact: true }).tap();
    await widget.getByRole('button', { name: 'Perform Attack action', exact: true }).tap();
    await expect.poll(() => widget.locator('.rgc-log').innerText()).toBe('Move action.\nAttack action.');
    // Another unit's activation: what this unit did in its own is no longer the situation.
    await widget.getByLabel('Whose activation').selectOption('friendly');
    await expect.poll(() => decodeURIComponent(page.url())).toContain('&turn=friendly&ask=attack');
    await expect.poll(() => pin.innerText()).toMatch(/^Refused\. Can the unit make an attack action now\?/);
    // An engaged trooper turned into a vehicle (which is never engaged, and has no such box).
    await widget.getByLabel('Whose activation').selectOption('own');
    await widget.getByLabel('Engaged (in melee with an enemy trooper unit)').check();
    await widget.getByLabel('Unit type').selectOption('ground-vehicle');
    await expect.poll(() => decodeURIComponent(page.url())).toContain('type:ground-vehicle');
    expect(decodeURIComponent(page.url())).not.toContain('engaged');
    // The pin follows the answer once the widget has re-rendered (the address changes first).
    await expect.poll(() => pin.innerText()).toMatch(/^Allowed\. Can the vehicle make an attack action now\?/);
    expect(problems).toEqual([]);
    await ctx.close();
  });

  it('keeps SWU checkboxes at full size beside long labels', async () => {
    const ctx = await browser.newContext({ ...VIEWPORTS.phone, serviceWorkers: 'block' });
    const page = await open('/check/swu/', ctx);
    const widget = page.locator('rg-check');
    await widget.locator('.rgc-verdict').waitFor();
    const widths = await widget.locator('input[type="checkbox"]').evaluateAll((boxes) => boxes.map((b) => b.getBoundingClientRect().width));
    expect(widths.length).toBeGreaterThan(0);
    for (const w of widths) expect(w).toBeGreaterThanOrEqual(24);
    await ctx.close();
  });
});

describe('copy link', () => {
  it('copies the page’s link, which opens the same situation and answer', async () => {
    const ctx = await browser.newContext({ serviceWorkers: 'block', permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await open('/legion/relentless/', ctx);
    const first = page.locator('rg-check').first();
    await expect.poll(() => first.locator('.rgc-answer').innerText()).toMatch(/^Refused\./);
    await first.getByRole('button', { name: 'Try it' }).click();
    await first.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => first.locator('.rgc-copied').textContent()).toBe('Link copied.');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/check\/legion\/\?v=1&/);
    const shared = await open(link, ctx);
    await expect.poll(() => answerOf(shared).innerText()).toMatch(/^Refused\./);
    expect(await answerOf(shared).innerText()).toBe(await first.locator('.rgc-answer').innerText());
    await ctx.close();
  });
});

describe('accessibility (axe-core)', () => {
  const pages = [
    ['/check/legion/', 'light'],
    ['/check/legion/', 'dark'],
    ['/check/chronicle-x/', 'light'],
    ['/check/swu/', 'dark'],
    ['/legion/relentless/', 'light'],
    ['/chronicle-x/move/', 'dark'],
    ['/check/legion/?v=1&unit={type:wookiee}&ask=move', 'light'],
  ] as const;
  for (const [url, scheme] of pages) {
    it(`finds no violations on ${url} (${scheme})`, async () => {
      const ctx = await browser.newContext({ serviceWorkers: 'block', colorScheme: scheme });
      const page = await open(url, ctx);
      await page.locator('rg-check .rgc-verdict').first().waitFor();
      await page.addScriptTag({ content: axe.source });
      const violations = await page.evaluate(async () => {
        const result = await (window as unknown as { axe: typeof axe }).axe.run(document);
        return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      });
      expect(violations).toEqual([]);
      await ctx.close();
    });
  }
});
