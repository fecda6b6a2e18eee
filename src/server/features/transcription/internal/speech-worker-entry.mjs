// Worker threads start without the parent's TypeScript loader, so this plain-JS entry
// registers tsx (a runtime dependency: `npm start` runs the server through it) and then loads
// the TypeScript worker. It works the same under tsx, Vitest and the benchmark.
import { register } from 'tsx/esm/api';

register();
await import('./speech-worker.ts');
