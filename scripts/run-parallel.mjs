// Runs npm scripts at the same time and fails if any fails: `node scripts/run-parallel.mjs
// typecheck lint build test:unit`. On CI's two cores no one of them keeps both busy throughout (tsc,
// eslint and prettier are one process each; the unit tests wait on databases, servers and
// browsers), so together they take less than one after another (D-TST-10).
// Each script's output is printed in one piece when it ends, so that none interleave.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script>...');
  process.exit(2);
}

/** @returns {Promise<number>} the script's exit code */
function run(/** @type {string} */ name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const status = code === 0 ? 'passed' : `failed (exit ${code})`;
      process.stdout.write(`\n=== npm run ${name}: ${status} in ${seconds} s\n${Buffer.concat(output)}`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(names.map(run));
process.exit(codes.find((code) => code !== 0) ?? 0);
