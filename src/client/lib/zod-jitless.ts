import { config } from 'zod/v4/core';

// The customer pages' CSP allows no eval. zod compiles its object checks with `new Function`
// unless told not to, and its first object schema probes for it: the browser then reports a CSP
// violation on every page. Evaluated before zod itself (zod-for-browser.ts), so no schema is
// made before this runs (docs/decisions/0016-performance-budgets-and-caches.md#first-paint).
config({ jitless: true });
