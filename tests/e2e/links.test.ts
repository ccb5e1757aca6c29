import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findBrokenLinks } from './links.ts';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rulegraph-links-'));
  const page = (body: string) => `<!doctype html><html><body>${body}</body></html>`;
  await mkdir(path.join(dir, 'legion/aim'), { recursive: true });
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'assets/token.png'), 'png');
  await writeFile(
    path.join(dir, 'index.html'),
    page(
      '<a href="/legion/aim/">ok</a><a href="legion/aim/#spend">ok</a><a href="/legion/aim/#%5Erule">ok</a>' +
        '<a href="https://example.org/x">external</a><img src="/assets/token.png" alt="">' +
        '<a href="/legion/dodge/">missing page</a><a href="/legion/aim/#nope">missing anchor</a>' +
        '<a href="/legion/aim">no slash</a><img src="/assets/gone.png" alt="">',
    ),
  );
  await writeFile(
    path.join(dir, 'legion/aim/index.html'),
    page('<h2 id="spend">Spend</h2><p id="^rule">r</p><a href="#spend">ok</a><a href="../../">ok</a>'),
  );
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('finds exactly the links that lead to no page, file or anchor', async () => {
  expect((await findBrokenLinks(dir)).map((b) => `${b.page} ${b.href}`)).toEqual([
    '/ /legion/dodge/',
    '/ /legion/aim/#nope',
    '/ /legion/aim',
    '/ /assets/gone.png',
  ]);
});
