import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', 'server/src/main.ts'], {
  env: { ...process.env, PORT: '3111', LOG_LEVEL: 'warn', DATA_DIR: '/tmp/profdata' },
  stdio: 'inherit',
});
for (let i = 0; i < 100; i++) {
  try { if ((await fetch('http://127.0.0.1:3111/api/health')).ok) break; } catch {}
  await new Promise((r) => setTimeout(r, 200));
}
const url = 'http://127.0.0.1:3111/api/trees?level=3&limit=10';
await autocannon({ url, connections: 50, duration: 3 });
const r = await autocannon({ url, connections: 50, duration: 8 });
console.log('rps', r.requests.average, 'p99', r.latency.p99);
child.kill('SIGINT');
await new Promise((r) => child.on('exit', r));
