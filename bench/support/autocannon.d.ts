/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  type Request = {
    method?: string;
    path?: string;
    body?: string;
    headers?: Record<string, string>;
    setupRequest?: (request: { headers?: Record<string, string> }) => object;
  };
  type Options = { url: string; connections?: number; duration?: number; requests?: Request[] };
  type Result = {
    requests: { average: number; total: number };
    latency: { p99: number; average: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
