import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const ROUTE_SCHEMAS_FILE = join(ROOT, 'packages/contracts/src/route-schemas.ts');

/** The server's route of POST /api/submit and the browser's reading of its receipt, each in its own workspace. */
const SIDES = {
  server: { tsconfig: 'apps/server/tsconfig.json', file: 'apps/server/src/answers/routes.ts' },
  web: { tsconfig: 'apps/web/tsconfig.json', file: 'apps/web/src/form/use-submit-application.ts' },
} as const;

/**
 * The type errors of one side's file, compiled as its workspace compiles it, with the contract's
 * route schemas replaced by `contract` when given.
 */
function typeErrors(side: keyof typeof SIDES, contract?: string): string[] {
  const { tsconfig, file } = SIDES[side];
  const configPath = join(ROOT, tsconfig);
  const { config } = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configPath));
  const host = ts.createCompilerHost({ ...options, noEmit: true });
  const readFile = host.readFile.bind(host);
  host.readFile = (path) =>
    contract !== undefined && resolve(path) === ROUTE_SCHEMAS_FILE ? contract : readFile(path);
  const program = ts.createProgram({
    rootNames: [join(ROOT, file)],
    options: { ...options, noEmit: true },
    host,
  });
  const source = program.getSourceFile(join(ROOT, file));
  return ts
    .getPreEmitDiagnostics(program, source)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('the route table as the one contract of both sides', () => {
  const schemas = readFileSync(ROUTE_SCHEMAS_FILE, 'utf8');
  const submit = 'submit: { response: ZSubmitResponse,';

  it('compiles on both sides as it is', () => {
    expect(schemas).toContain(submit);
    expect(typeErrors('server')).toEqual([]);
    expect(typeErrors('web')).toEqual([]);
  }, 120_000);

  it('fails to compile on both sides when a response field is renamed in the contract', () => {
    const renamed = schemas.replace(
      submit,
      'submit: { response: ZSubmitResponse.omit({ reference: true }).extend({ receipt_reference: z.string() }),',
    );

    // The server's handler still answers `reference`; the browser still reads it.
    expect(typeErrors('server', renamed).join('\n')).toMatch(/receipt_reference/);
    expect(typeErrors('web', renamed).join('\n')).toMatch(/'reference' does not exist/);
  }, 120_000);
});
