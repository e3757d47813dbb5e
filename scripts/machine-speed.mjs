// How fast this machine is at what the tests do most, printed by .ci/run before anything runs, so that
// a run's time can be read against its machine: machines of one kind have differed twofold in CI
// time with the same tests (522 s and 1,171 s, docs/decisions.md D-TST-12). About a second.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Microseconds per call of `work`, the median of five rounds of `times` calls. */
function perCall(times, work) {
  const rounds = [];
  for (let round = 0; round < 5; round += 1) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < times; i += 1) work();
    rounds.push(Number(process.hrtime.bigint() - started) / 1000 / times);
  }
  return rounds.sort((a, b) => a - b)[2];
}

const self = fileURLToPath(import.meta.url);
let sink = 0;
const figures = {
  // A system call that does nothing but enter the kernel and leave it.
  'getppid µs': perCall(20_000, () => (sink += process.ppid)),
  // What module resolution, the databases and the browsers do by the hundred thousand.
  'stat µs': perCall(20_000, () => (sink += statSync(self).size)),
  // A process started and waited for, as npm, the CLI tests and Chromium's helpers are.
  'spawn ms': perCall(10, () => spawnSync('/bin/true')) / 1000,
  // Plain computing: a hundred million additions in JavaScript.
  'compute ms':
    perCall(1, () => {
      let sum = 0;
      for (let i = 0; i < 1e8; i += 1) sum += i & 7;
      sink += sum;
    }) / 1000,
};

const line = Object.entries(figures)
  .map(([name, value]) => `${name} ${value.toFixed(value < 10 ? 2 : 0)}`)
  .join(', ');
console.log(`machine speed: ${line}`);
