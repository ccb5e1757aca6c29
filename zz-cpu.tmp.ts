import { canPerform, type Action, type Done, type UnitState } from './src/engine/legion/index.ts';
const base = { step: 'perform-actions', did: [] } as const;
const states: UnitState[] = [
  { ...base, type: 'trooper', courage: 1, suppression: 0 },
  { ...base, type: 'trooper', courage: 1, suppression: 1, did: [{ action: 'move' }] },
  { ...base, type: 'trooper', courage: 1, suppression: 2 },
  { ...base, type: 'trooper', courage: 1, suppression: 3, commander: 2, did: [{ action: 'aim' }] },
  {
    ...base,
    type: 'trooper',
    courage: 'none',
    suppression: 0,
    keywords: ['relentless'],
    did: [{ action: 'move' }, { action: 'attack', free: true, grantedBy: 'relentless' }],
  },
  {
    ...base,
    type: 'trooper',
    courage: 2,
    suppression: 0,
    keywords: ['gunslinger'],
    did: [{ action: 'attack' }, { action: 'attack', notAction: true, grantedBy: 'gunslinger' }],
  },
  { ...base, type: 'droid-trooper', courage: 1, suppression: 1, did: [{ gained: 'aim' }, { action: 'card', card: 'Jump', as: 'move' }] },
  { ...base, type: 'ground-vehicle', courage: 'none', suppression: 0, damaged: true, damageRoll: 'blank', did: [{ action: 'standby' }] },
  { ...base, type: 'repulsor-vehicle', courage: 'none', suppression: 0, did: [{ action: 'move' }, { action: 'move' }] },
  {
    ...base,
    type: 'trooper',
    courage: 2,
    suppression: 2,
    suppressionAtStart: 0,
    did: [{ action: 'recover' }, { action: 'card', card: 'Quick', free: true }] as Done[],
  },
  { type: 'trooper', courage: 1, suppression: 1, step: 'rally', did: [] },
  {
    ...base,
    type: 'trooper',
    courage: 1,
    suppression: 0,
    standby: true,
    turn: 'enemy',
    trigger: { did: 'move', within2: true, los: true },
  },
  {
    ...base,
    type: 'trooper',
    courage: 'none',
    suppression: 0,
    wounds: 1,
    engaged: true,
    keywords: ['juyo-mastery', { keyword: 'tactical', x: 1 }, 'charge'],
    did: [{ action: 'move', startsMelee: true }],
  },
  { ...base, type: 'droid-trooper', courage: 1, suppression: 0, keywords: [{ keyword: 'ai', actions: ['attack'] }, 'steady', 'plodding'] },
];
const actions: Action[] = [
  { action: 'move' },
  { action: 'attack' },
  { action: 'aim' },
  { action: 'dodge' },
  { action: 'standby' },
  { action: 'recover' },
  { action: 'attack', free: true },
  { action: 'aim', free: true, untyped: true },
  { action: 'attack', free: true, grantedBy: 'relentless' },
  { action: 'attack', notAction: true, grantedBy: 'gunslinger' },
  { action: 'card', card: 'Jump', as: 'move' },
  { action: 'card', card: 'Quick', free: true },
  { action: 'card', card: 'Salvo', icons: 2 },
  { action: 'attack', free: true, standby: true, weapon: 'ranged', defender: { trigger: true } },
  { action: 'move', withdraw: true },
  { action: 'attack', weapon: 'ranged', defender: { inRange: true, los: true, inMelee: false }, defenders: 2 },
];
let n = 0;
let ok = 0;
for (let w = 0; w < 300; w++) for (const s of states) for (const a of actions) if (canPerform(s, a).allowed) ok++;
const rates: number[] = [];
for (let r = 0; r < 5; r++) {
  const c0 = process.cpuUsage();
  n = 0;
  let c = process.cpuUsage(c0);
  while (c.user + c.system < 1e6) {
    for (let k = 0; k < 200; k++) for (const s of states) for (const a of actions) if (canPerform(s, a).allowed) ok++;
    n += 200 * states.length * actions.length;
    c = process.cpuUsage(c0);
  }
  rates.push(n / ((c.user + c.system) / 1e6));
}
rates.sort((x, y) => x - y);
console.log('/work/wt-s17', 'per CPU-second median', Math.round(rates[2]!), ok > 0);
