// What `zod` resolves to in the browser build (vite.config.ts): zod, after zod-jitless.ts has
// switched its compiled checks off. Imports are evaluated in order, so that one runs first.
import './zod-jitless';

export * from 'zod/v4';
export { z, default } from 'zod/v4';
