// The part of autocannon's API the bench uses (the package ships no types, and none are installed).
declare module 'autocannon' {
  type Request = { path: string; method?: string; headers?: Record<string, string> };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: { setupRequest?: (request: Request) => Request }[];
  };
  type Stats = { average: number; p50: number; p99: number };
  type Result = { requests: Stats; latency: Stats; throughput: Stats; non2xx: number; errors: number };
  export default function autocannon(options: Options): Promise<Result>;
}
