// The load of the benches that play many applicants against several server processes (deadline
// night, decision day): each request to the next process in turn, as a load balancer without
// sticky sessions sends it, its time kept by operation, server errors and refusals counted.

/** @param {number[]} values @param {number} q @returns {number} */
export const quantile = (values, q) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? NaN;
export const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class RoundRobinLoad {
  /** @param {string[]} baseURLs */
  constructor(baseURLs) {
    this.baseURLs = baseURLs;
    this.next = 0;
    /** @type {Record<string, number[]>} */
    this.times = {};
    /** @type {string[]} */
    this.serverErrors = [];
    /** @type {Record<string, number>} */
    this.refusals = {};
  }

  /** One request to the next process in turn; 5xx and network errors are server errors. */
  async request(
    /** @type {string} */ op,
    /** @type {string} */ method,
    /** @type {string} */ path,
    /** @type {unknown} */ body,
    /** @type {string} */ cookie = '',
  ) {
    const baseURL = this.baseURLs[(this.next += 1) % this.baseURLs.length] ?? '';
    const started = performance.now();
    let response;
    try {
      response = await fetch(`${baseURL}${path}`, {
        method,
        headers: {
          origin: baseURL,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(cookie ? { cookie } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      this.serverErrors.push(`${op}: ${/** @type {Error} */ (error).message}`);
      return null;
    }
    const text = await response.text();
    (this.times[op] ??= []).push(performance.now() - started);
    if (response.status >= 500) this.serverErrors.push(`${op}: ${response.status} ${text.slice(0, 200)}`);
    else if (!response.ok)
      this.refusals[`${op} ${response.status}`] = (this.refusals[`${op} ${response.status}`] ?? 0) + 1;
    return { response, json: text ? JSON.parse(text) : null };
  }

  record(/** @type {string} */ op, /** @type {number} */ ms) {
    (this.times[op] ??= []).push(ms);
  }
}
