/**
 * Sums a V8 CPU profile (`node --cpu-prof`, a .cpuprofile file) by self time into groups — SQLite,
 * Kysely, zod, Fastify's serialisation, session and auth, the rest of Fastify, our own code — and
 * prints a Markdown table, biggest first, with the top functions of each group.
 *
 *   npx tsx bench/profile-summary.ts FILE.cpuprofile [functions per group, default 3] [last seconds]
 *
 * With `last seconds`, only the samples of the profile's last N seconds count (the load, without
 * start-up). better-sqlite3 runs a statement inside a native call that the profiler does not show
 * as a frame of its own: its time is the self time of Kysely's SQLite driver `executeQuery`, which
 * is therefore counted as SQLite.
 */
import fs from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  endTime: number;
  startTime: number;
}

/** The first rule that matches a frame names its group. */
const GROUPS: [string, (fn: string, url: string) => boolean][] = [
  ['idle', (fn) => fn === '(idle)'],
  ['garbage collection', (fn) => fn === '(garbage collector)'],
  [
    'sqlite (running statements, in better-sqlite3)',
    (fn, url) => url.includes('better-sqlite3') || (fn === 'executeQuery' && url.includes('sqlite-driver')),
  ],
  ['postgres (pg)', (_, url) => /node_modules\/(pg|pg-protocol|pg-pool|pg-types)\//.test(url)],
  ['kysely (building, compiling, camel case)', (_, url) => url.includes('node_modules/kysely/')],
  [
    'fastify serialisation (zod parse + JSON.stringify, or compiled)',
    (fn, url) =>
      url.includes('fastify-type-provider-zod') ||
      url.includes('fast-json-stringify') ||
      url.includes('src/lib/serializer') ||
      fn === 'stringify',
  ],
  ['zod (validation)', (_, url) => url.includes('node_modules/zod/')],
  [
    'session / auth',
    (_, url) => url.includes('src/plugins/auth') || url.includes('modules/accounts') || url.includes('lib/ids'),
  ],
  ['logging (pino)', (_, url) => url.includes('node_modules/pino')],
  [
    'fastify, helmet, etag (framework)',
    (_, url) =>
      /node_modules\/(fastify|@fastify|find-my-way|avvio|light-my-request|helmet|fast-querystring|safe-regex2|content-type)/.test(
        url,
      ),
  ],
  ['our code (apps/api, packages/shared)', (_, url) => url.includes('apps/api/src') || url.includes('packages/shared')],
  ['node: http, net, streams', (_, url) => url.startsWith('node:')],
  ['program / native (V8, libuv, bindings)', (fn, url) => url === '' && fn.startsWith('(')],
  ['other', () => true],
];

const file = process.argv[2];
if (!file) throw new Error('usage: profile-summary.ts FILE.cpuprofile [top]');
const top = Number(process.argv[3] ?? 3);
const lastSeconds = Number(process.argv[4] ?? Infinity);
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const from = profile.endTime - lastSeconds * 1e6;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));

// A native or built-in frame with no script of its own (a JSON.stringify, a regexp) is charged to
// the nearest caller that has one, so it lands in the group that asked for it.
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
function owner(id: number): Node {
  let node = byId.get(id)!;
  const self = node;
  while (node.callFrame.url === '' && !node.callFrame.functionName.startsWith('(') && parent.has(node.id)) {
    node = byId.get(parent.get(node.id)!)!;
  }
  return node.callFrame.url === '' ? self : node;
}

const selfTime = new Map<number, number>();
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= from) selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

const groups = new Map<string, { us: number; fns: Map<string, number> }>();
let busy = 0;
for (const [id, us] of selfTime) {
  const self = byId.get(id)!;
  const node = owner(id);
  const { functionName, url } = node.callFrame;
  const name = GROUPS.find(([, match]) => match(self.callFrame.functionName, url) || match(functionName, url))![0];
  const group = groups.get(name) ?? { us: 0, fns: new Map() };
  const label = `${self.callFrame.functionName || '(anonymous)'} ${url
    .replace(/^.*node_modules\//, '')
    .replace(/^.*\/(apps|packages)\//, '$1/')
    .replace(/^file:\/\//, '')}`;
  group.us += us;
  group.fns.set(label, (group.fns.get(label) ?? 0) + us);
  groups.set(name, group);
  if (name !== 'idle') busy += us;
}

console.log(`busy (not idle): ${(busy / 1e6).toFixed(2)} s of CPU\n`);
console.log('| group | self ms | % of busy | biggest functions (self ms) |');
console.log('| --- | ---: | ---: | --- |');
for (const [name, group] of [...groups].sort((a, b) => b[1].us - a[1].us)) {
  if (name === 'idle') continue;
  const fns = [...group.fns]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([fn, us]) => `\`${fn.trim()}\` ${(us / 1000).toFixed(0)}`)
    .join(', ');
  console.log(`| ${name} | ${(group.us / 1000).toFixed(0)} | ${((group.us / busy) * 100).toFixed(1)}% | ${fns} |`);
}
