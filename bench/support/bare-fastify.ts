/**
 * The yardstick of bench/http-throughput.bench.ts: a bare Fastify 5 from the project's own
 * node_modules, no plugins, answering one JSON route and serving the built index.html held in
 * memory. Run as its own process: `node --import tsx bench/support/bare-fastify.ts <port> <index.html>`.
 */
import fs from 'node:fs';
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const indexHtml = fs.readFileSync(process.argv[3]!);

const app = Fastify({ logger: false });
app.post('/json', async (_request, reply) => reply.code(202).send({ accepted: true }));
app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(indexHtml));
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write('listening\n');
