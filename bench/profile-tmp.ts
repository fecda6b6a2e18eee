import autocannon from 'autocannon';
import { startApp } from './support/app-process';
const which = process.argv[2]!;
const app = await startApp({ nodeArgs: ['--cpu-prof', '--cpu-prof-dir=/tmp/i16-prof/' + which.replace(/\W/g, '')] });
let n = 0;
const body = which.includes('form') ? JSON.stringify({ sessionId: 'bench-session-0001', flow: 'home', step: 'details', action: 'field_fill' }) : which.includes('analyze') ? JSON.stringify({ jobDescription: 'The kitchen mixer tap drips constantly and the cupboard under the sink leaks. Mount a TV please.' }) : undefined;
const r = await autocannon({ url: app.baseUrl + which, connections: 20, duration: 6, requests: [{ method: body ? 'POST' : 'GET', ...(body ? { body, headers: { 'content-type': 'application/json' } } : {}), setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...(body ? { 'content-type': 'application/json' } : {}), 'x-forwarded-for': `10.0.${(++n >> 8) & 255}.${n & 255}` } }) }] });
console.log(which, r.requests.average, r.latency.p99, r.non2xx);
await app.stop();
