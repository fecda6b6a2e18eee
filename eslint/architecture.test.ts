import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { boundariesRule } from './architecture.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ROOT = path.resolve(import.meta.dirname, '..');
const at = (file: string) => path.join(ROOT, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('architecture/boundaries', boundariesRule, {
  valid: [
    { filename: at('src/client/features/leads/leads-page.tsx'), code: "import { leadKeys } from '#client/resources/leads/leads-queries';" },
    { filename: at('src/client/features/leads/components/lead-row.tsx'), code: "import { x } from '../internal/use-leads-url-state';" },
    { filename: at('src/client/features/leads/leads-page.tsx'), code: "import { Button } from '#client/components/ui/button';" },
    { filename: at('src/client/features/home/home-page.tsx'), code: "import { money } from '#domain/money';" },
    { filename: at('src/client/features/home/welcome-stage.tsx'), code: "import { VoiceInput } from '#client/components/voice-input/voice-input-button';" },
    { filename: at('src/client/components/voice-input/voice-input-button.tsx'), code: "import { Button } from '#client/components/ui/button';" },
    { filename: at('src/client/app/admin-screens.tsx'), code: "const page = () => import('#client/features/leads/leads-page');" },
    { filename: at('src/server/features/leads/create-public-lead.ts'), code: "import { getPricingConfig } from '#server/features/pricing/get-pricing-config';" },
    { filename: at('src/server/features/auth/sign-in-staff.ts'), code: "import { x } from './internal/password';" },
    { filename: at('src/domain/pricing/price-job.ts'), code: "import { x } from '../money';" },
    { filename: at('src/domain/job-analysis/analysis-eval-set.test.ts'), code: "import { SET } from '#bench/data/analysis-eval-set';" },
    { filename: at('src/contracts/leads.contract.ts'), code: "import { z } from 'zod';" },
    { filename: at('src/client/features/pricing/testing/pricing-page-harness.tsx'), code: "import { renderAt } from '#client/testing/render-app';" },
  ],
  invalid: [
    {
      filename: at('src/client/features/pricing/pricing-page.tsx'),
      code: "import { renderAt } from '#client/testing/render-app';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('src/client/components/voice-input/voice-input-button.tsx'),
      code: "import { x } from '#client/features/home/home-page';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('src/client/features/home/home-page.tsx'),
      code: "import { x } from '#client/features/pricing/pricing-page';",
      errors: [{ messageId: 'feature' }],
    },
    {
      filename: at('src/client/features/home/home-page.tsx'),
      code: "import { x } from '../pricing/pricing-page';",
      errors: [{ messageId: 'feature' }],
    },
    {
      filename: at('src/client/features/home/home-page.tsx'),
      code: "const x = () => import('#client/features/pricing/pricing-page');",
      errors: [{ messageId: 'feature' }],
    },
    {
      filename: at('src/client/features/leads/leads-page.tsx'),
      code: "export { x } from '#client/app/router';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('src/server/plugins/auth.ts'),
      code: "import { x } from '#server/features/auth/internal/session-policy';",
      errors: [{ messageId: 'private' }],
    },
    {
      filename: at('src/server/features/leads/create-public-lead.ts'),
      code: "import { x } from '../admin-leads/internal/to-lead-summary';",
      errors: [{ messageId: 'private' }],
    },
    {
      filename: at('src/domain/money.ts'),
      code: "import { x } from '#contracts/leads.contract';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('src/domain/money.ts'),
      code: "import { x } from '../server/config';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('src/contracts/leads.contract.ts'),
      code: "import { x } from '#server/db/schema';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('src/server/app.ts'),
      code: "import { x } from '#client/lib/format';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('src/client/components/ui/button.tsx'),
      code: "import { x } from '#client/resources/leads/leads-queries';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: at('src/client/resources/leads/leads-queries.ts'),
      code: "import { x } from '#client/features/leads/leads-page';",
      errors: [{ messageId: 'layer' }],
    },
  ],
});
