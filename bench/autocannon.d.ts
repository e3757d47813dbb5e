// The parts of autocannon (MIT) that the benchmarks use; the package ships no types. Add what a
// new benchmark needs.
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
    total: number;
  }
  export interface Result {
    latency: Histogram;
    requests: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  export interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    requests?: (Request & { setupRequest?: (request: Request) => Request })[];
  }
  export default function autocannon(options: Options): Promise<Result>;
}
