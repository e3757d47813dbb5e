// The development-only configuration check of spec section 5, run by `npm run dev` before it
// starts: it lists every problem of the application definition and stops the start if there is one.
import { APPLICATION, checkApplicationDefinition } from '@portico/application';

const problems = checkApplicationDefinition(APPLICATION);
if (problems.length > 0) {
  console.error(`The application definition has ${problems.length} configuration error(s):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.warn('Application definition: no configuration errors.');
