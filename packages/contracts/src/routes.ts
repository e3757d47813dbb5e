/**
 * Every route of the applicant's API, by name: its method and path. The server registers each route from
 * this table and its schemas (route-schemas.ts), and the browser calls each one by name through
 * it (apps/web/src/api/client.ts), so neither side writes a path of its own.
 *
 * Plain data on purpose: the browser imports it on the first visit, without zod.
 */
export const APPLICANT_ROUTES = {
  // Accounts.
  signUp: { method: 'POST', path: '/public/signup' },
  confirmAccount: { method: 'POST', path: '/public/confirm' },
  resendConfirmation: { method: 'POST', path: '/public/resend-confirm' },
  logIn: { method: 'POST', path: '/public/login' },
  forgotPassword: { method: 'POST', path: '/public/forgot-password' },
  resetPassword: { method: 'POST', path: '/public/reset-password' },
  logOut: { method: 'GET', path: '/api/logout' },
  session: { method: 'GET', path: '/api/session' },
  saveLanguage: { method: 'PUT', path: '/api/account/language' },

  // The applicant's application.
  profile: { method: 'GET', path: '/api/profile' },
  saveAnswers: { method: 'PUT', path: '/api/answer' },
  saveLastPage: { method: 'PUT', path: '/api/last-page' },
  saveWebStatus: { method: 'POST', path: '/api/web-status' },
  saveValidations: { method: 'POST', path: '/api/validations' },
  submit: { method: 'POST', path: '/api/submit' },
  addAnother: { method: 'GET', path: '/api/add-another' },
  saveAddAnother: { method: 'PUT', path: '/api/add-another' },
  tabs: { method: 'GET', path: '/api/tabs' },
  saveTab: { method: 'PUT', path: '/api/tabs' },
  prefill: { method: 'GET', path: '/public/tmp' },

  // Documents and PDFs.
  presignedUrl: { method: 'POST', path: '/api/presigned-url' },
  documentAnswers: { method: 'GET', path: '/api/document-answer' },
  deleteDocumentAnswer: { method: 'DELETE', path: '/api/document-answer/:key' },
  requestConversion: { method: 'POST', path: '/api/pdf/document-answer/:key' },
  conversion: { method: 'GET', path: '/api/pdf/document-answer/:key' },
  conversionFile: { method: 'GET', path: '/api/pdf/document-answer/:key/file' },
  deleteConversion: { method: 'DELETE', path: '/api/pdf/document-answer/:key' },
  applicationPdf: { method: 'GET', path: '/api/pdf' },
  applicationPdfFile: { method: 'GET', path: '/api/pdf/file' },
  serviceSnapshot: { method: 'GET', path: '/service/tmp-pdf' },

  // Lookups and the site.
  findLookups: { method: 'GET', path: '/lookup/find' },
  siteConfig: { method: 'GET', path: '/public/site-config' },
} as const satisfies Record<string, { method: HttpMethod; path: string }>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type ApplicantRouteName = keyof typeof APPLICANT_ROUTES;

/** The names in a path's `:name` segments. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A route's path with its `:name` segments filled in, each encoded. */
export function pathOf<Path extends string>(
  path: Path,
  params: Record<PathParamNames<Path>, string>,
): string {
  const values = params as Record<string, string>;
  return path.replace(/:(\w+)/g, (_, param: string) => {
    const value = values[param];
    if (value === undefined) throw new Error(`${path}: no value for :${param}`);
    return encodeURIComponent(value);
  });
}

/** GET /api/pdf/document-answer/{key}/file: a question's converted PDF, to its owner only. */
export function documentPdfPath(answerKey: string): string {
  return pathOf(APPLICANT_ROUTES.conversionFile.path, { key: answerKey });
}
