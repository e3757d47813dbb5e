import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_SCHEMAS } from '../src/route-schemas';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const ROUTE_SCHEMAS_FILE = join(ROOT, 'packages/contracts/src/route-schemas.ts');
const SCHEMAS = readFileSync(ROUTE_SCHEMAS_FILE, 'utf8');

type RouteName = keyof typeof ROUTE_SCHEMAS;
const ROUTE_NAMES = Object.keys(ROUTE_SCHEMAS) as RouteName[];
/** The parts of a route's contract that its handler and its callers are typed by. */
const PROBED_PARTS = ['response', 'body', 'query'] as const;
type Part = (typeof PROBED_PARTS)[number];

/** The workspaces of both sides, and the browser's clients, which call a route by its name. */
const SERVER = 'apps/server/tsconfig.json';
const WEB = 'apps/web/tsconfig.json';
const WEB_CLIENTS = new Set(['callApi', 'callStaffApi', 'callStatusApi']);

/**
 * Each side's files as parsed, by side and path: every program of a side parses the same files
 * (the libraries' declarations above all) but the contract, so each is parsed once for all of them.
 */
const parsedFiles = new Map<string, Map<string, ts.SourceFile>>();

/**
 * A program of one side's whole workspace, compiled as it compiles, with the contract's route
 * schemas replaced by `contract`.
 */
function compile(tsconfig: string, contract: string, rootNames?: string[]): ts.Program {
  const configPath = join(ROOT, tsconfig);
  const { config } = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configPath));
  const options = { ...parsed.options, noEmit: true, noErrorTruncation: true };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  const isContract = (path: string) => resolve(path) === ROUTE_SCHEMAS_FILE;
  host.readFile = (path) => (isContract(path) ? contract : readFile(path));
  let files = parsedFiles.get(tsconfig);
  if (!files) parsedFiles.set(tsconfig, (files = new Map()));
  const cache = files;
  host.getSourceFile = (path, languageVersion, onError, shouldCreate) => {
    if (isContract(path)) return getSourceFile(path, languageVersion, onError, shouldCreate);
    let file = cache.get(path);
    if (!file) {
      file = getSourceFile(path, languageVersion, onError, shouldCreate);
      if (file) cache.set(path, file);
    }
    return file;
  };
  return ts.createProgram({ rootNames: rootNames ?? parsed.fileNames, options, host });
}

/**
 * Routes whose handler neither answers JSON nor reads what its contract types, so that no probe
 * can reach it: each with the reason. The test fails when one of them is reached too.
 */
const NOTHING_TYPED_READ: Partial<Record<RouteName, string>> = {
  applicationPdfFile: "answers the PDF's bytes; its query's `v` only makes the browser's cache ask again",
};

const probeKey = (name: string, part: Part) => `contract_probe__${name}__${part}`;

/**
 * The route table with every route's response, body and query replaced, in the types only, by a
 * probe of its own: an object whose one key names the route and the part. Whatever either side
 * reads of a part, or answers for it, no longer fits; and the type either side holds of it names
 * the route. Derived from ROUTE_SCHEMAS, so that a new route is probed with no change here.
 */
function probedContract(): string {
  const head = 'export const ROUTE_SCHEMAS = {';
  expect(SCHEMAS).toContain(head);
  return `${SCHEMAS.replace(head, 'const ROUTE_SCHEMAS_AS_WRITTEN = {')}
type ContractProbe<N extends string, P extends string> = z.ZodObject<{
  [K in \`contract_probe__\${N}__\${P}\`]: z.ZodLiteral<N>;
}>;
type Probed<S> = {
  [N in keyof S & string]: {
    [P in keyof S[N]]: P extends ${PROBED_PARTS.map((part) => `'${part}'`).join(' | ')}
      ? ContractProbe<N, P & string>
      : S[N][P];
  };
};
export const ROUTE_SCHEMAS = ROUTE_SCHEMAS_AS_WRITTEN as unknown as Probed<typeof ROUTE_SCHEMAS_AS_WRITTEN>;
`;
}

const isTestFile = (file: string) => /\.test\.tsx?$|\/test\/|\/testing\//.test(file);

/**
 * Where the server registers each route: an object literal spreading a call whose string argument
 * is the route's name (`{ ...contractRoute(app, 'submit', tags), handler }`, or a local helper's
 * `{ ...route('profile'), handler }`), mapped to the type errors inside it.
 */
function serverErrorsByRoute(program: ts.Program): Map<RouteName, number> {
  const checker = program.getTypeChecker();
  const names = new Set<string>(ROUTE_NAMES);
  /** The route named by a call's string argument, or by the call a spread variable was made from. */
  const routeCall = (expression: ts.Expression): ts.StringLiteral | undefined => {
    if (ts.isIdentifier(expression)) {
      const declaration = checker.getSymbolAtLocation(expression)?.valueDeclaration;
      return declaration && ts.isVariableDeclaration(declaration) && declaration.initializer
        ? routeCall(declaration.initializer)
        : undefined;
    }
    if (!ts.isCallExpression(expression)) return undefined;
    return expression.arguments.find(
      (argument): argument is ts.StringLiteral => ts.isStringLiteral(argument) && names.has(argument.text),
    );
  };
  const registrations: { name: RouteName; file: string; start: number; end: number }[] = [];
  for (const source of program.getSourceFiles()) {
    if (!source.fileName.startsWith(join(ROOT, 'apps/server/src')) || isTestFile(source.fileName)) continue;
    const visit = (node: ts.Node) => {
      if (ts.isObjectLiteralExpression(node)) {
        for (const property of node.properties) {
          const named = ts.isSpreadAssignment(property) ? routeCall(property.expression) : undefined;
          if (named) {
            registrations.push({
              name: named.text as RouteName,
              file: source.fileName,
              start: node.getStart(source),
              end: node.getEnd(),
            });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  // Only the files that register routes are checked: no other file's errors could be counted.
  const errors = new Map<RouteName, number>();
  const registering = new Set(registrations.map((registration) => registration.file));
  const diagnostics = program
    .getSourceFiles()
    .filter((source) => registering.has(source.fileName))
    .flatMap((source) => ts.getPreEmitDiagnostics(program, source));
  for (const diagnostic of diagnostics) {
    const file = diagnostic.file?.fileName;
    const at = diagnostic.start ?? -1;
    const route = registrations.find((r) => r.file === file && r.start <= at && at < r.end);
    if (route) errors.set(route.name, (errors.get(route.name) ?? 0) + 1);
  }
  return errors;
}

/** Every call of a route by name in the browser's code, with the type the browser holds of its answer. */
function webCalls(program: ts.Program): { name: RouteName; file: string; answer: ts.Type | undefined }[] {
  const checker = program.getTypeChecker();
  const calls: { name: RouteName; file: string; answer: ts.Type | undefined }[] = [];
  for (const source of program.getSourceFiles()) {
    if (!source.fileName.startsWith(join(ROOT, 'apps/web/src')) || isTestFile(source.fileName)) continue;
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        WEB_CLIENTS.has(node.expression.text) &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        calls.push({
          name: node.arguments[0].text as RouteName,
          file: relative(ROOT, source.fileName),
          answer: checker.getAwaitedType(checker.getTypeAtLocation(node)),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return calls;
}

describe('the route table as the one contract of both sides', () => {
  describe('with every route probed', () => {
    let server: Map<RouteName, number>;
    let web: ReturnType<typeof webCalls>;
    beforeAll(() => {
      const contract = probedContract();
      server = serverErrorsByRoute(compile(SERVER, contract));
      web = webCalls(compile(WEB, contract));
    }, 300_000);

    it("fails to compile the server's registration of every route that answers JSON or reads a body or query", () => {
      const typed = ROUTE_NAMES.filter((name) => PROBED_PARTS.some((part) => part in ROUTE_SCHEMAS[name]));
      expect(typed.length).toBeGreaterThan(70);
      expect(typed.filter((name) => !server.has(name))).toEqual(Object.keys(NOTHING_TYPED_READ));
    });

    it('types every answer the browser receives, at every call, by its route', () => {
      expect(new Set(web.map((call) => call.name)).size).toBeGreaterThan(40);
      const untyped = web
        .filter(({ name }) => 'response' in ROUTE_SCHEMAS[name])
        .filter(({ name, answer }) => !answer?.getProperty(probeKey(name, 'response')))
        .map(({ name, file }) => `${file}: ${name}`);
      expect(untyped).toEqual([]);
    });
  });

  it('fails to compile on both sides when a response field is renamed in the contract', () => {
    const submit = 'submit: { response: ZSubmitResponse,';
    expect(SCHEMAS).toContain(submit);
    const renamed = SCHEMAS.replace(
      submit,
      'submit: { response: ZSubmitResponse.omit({ reference: true }).extend({ receipt_reference: z.string() }),',
    );
    // The errors of the one file, compiled alone (the plugins' type augmentations its imports do
    // not reach would fail elsewhere: the whole workspace is npm run typecheck's).
    const errorsIn = (tsconfig: string, file: string, contract = renamed) => {
      const program = compile(tsconfig, contract, [join(ROOT, file)]);
      return ts
        .getPreEmitDiagnostics(program, program.getSourceFile(join(ROOT, file)))
        .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
        .join('\n');
    };
    // As written, both compile.
    expect(errorsIn(SERVER, 'apps/server/src/answers/routes.ts', SCHEMAS)).toBe('');
    expect(errorsIn(WEB, 'apps/web/src/form/use-submit-application.ts', SCHEMAS)).toBe('');
    // Renamed, the server's handler still answers `reference`; the browser still reads it.
    expect(errorsIn(SERVER, 'apps/server/src/answers/routes.ts')).toMatch(/receipt_reference/);
    expect(errorsIn(WEB, 'apps/web/src/form/use-submit-application.ts')).toMatch(
      /'reference' does not exist/,
    );
  }, 300_000);
});
