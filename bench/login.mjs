// The cost of a password hash (argon2id at the server's policy, m=19 MiB, t=2, p=1), and login
// throughput: autocannon against the built server's POST /public/login for a confirmed account,
// each request a full login (verify the hash, record the login, start a session). The server
// throttles logins per address and per account; the bench raises those limits through
// RATE_LIMITS, as an operator would for a load test, rather than turning throttling off.
import { availableParallelism } from 'node:os';
import { hash } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { startPortico } from '../e2e/support/portico-server.mjs';
import { PASSWORD, signUpAndConfirm } from './accounts.mjs';

export const name = 'login';
const HASHES = 20;
const CONNECTIONS = 10;
const DURATION_SECONDS = 10;
const UNLIMITED = { limit: 1_000_000_000 };

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

async function hashCost() {
  const times = [];
  for (let i = 0; i < HASHES; i += 1) {
    const started = performance.now();
    await hash(`${PASSWORD}${i}`, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    times.push(performance.now() - started);
  }
  return median(times);
}

export async function run() {
  const msPerHash = await hashCost();
  const server = await startPortico({
    env: { RATE_LIMITS: JSON.stringify({ 'login-ip': UNLIMITED, 'login-failed-address': UNLIMITED }) },
  });
  try {
    const username = 'bench.applicant@example.edu';
    await signUpAndConfirm(server.baseURL, server.dataDir, username);
    const result = await autocannon({
      url: `${server.baseURL}/public/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: PASSWORD }),
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
    });
    const failed = result.non2xx + result.errors;
    return {
      report: [
        `argon2id hash: ${msPerHash.toFixed(1)} ms (median of ${HASHES}, one at a time)`,
        `login: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
          `${failed} failed, ${CONNECTIONS} connections, ${availableParallelism()} cores`,
      ],
      figures: [
        {
          name: 'argon2id hash (m=19 MiB, t=2, p=1)',
          value: Number(msPerHash.toFixed(1)),
          unit: 'ms',
          budget: null,
          pass: true,
        },
        {
          name: `login throughput (${CONNECTIONS} connections)`,
          value: Math.round(result.requests.average),
          unit: 'req/s',
          budget: null,
          pass: failed === 0,
        },
        {
          name: 'login latency p99',
          value: result.latency.p99,
          unit: 'ms',
          budget: null,
          pass: failed === 0,
        },
      ],
      details: {
        msPerHash,
        requests: result.requests,
        latency: result.latency,
        non2xx: result.non2xx,
        errors: result.errors,
      },
    };
  } finally {
    await server.stop();
  }
}
