import autocannon from 'autocannon';
import { startApp } from './support/app-process';
const app = await startApp({ nodeArgs: process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/perf-prof'] : [] });
let n = 0;
const body = JSON.stringify({ jobDescription: 'The kitchen mixer tap drips constantly and the cupboard under the sink has a slow leak from the waste pipe. Please also mount a 55 inch TV on the living room wall and hang two floating shelves.' });
await autocannon({ url: `${app.baseUrl}/api/analyze-job`, connections: 20, duration: 1, method: 'POST', body, headers: { 'content-type': 'application/json' } });
const result = await autocannon({
  url: `${app.baseUrl}/api/analyze-job`, connections: 20, duration: Number(process.env.SECS ?? 8), method: 'POST', body,
  headers: { 'content-type': 'application/json' },
  requests: [{ setupRequest: (req: any) => { n += 1; return { ...req, headers: { ...req.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` } }; } }],
});
console.log('req/s', result.requests.average, 'p99', result.latency.p99, 'non2xx', result.non2xx);
await app.stop();
