import { ZAnswers, ZSiteConfig } from '@portico/application';
import { z } from 'zod';
import {
  ZConfirmRequest,
  ZForgotPasswordRequest,
  ZLanguageRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZMessageResponse,
  ZResendConfirmRequest,
  ZResetPasswordRequest,
  ZApplicantSession,
  ZSignupRequest,
} from './accounts';
import {
  ZAddAnother,
  ZAddAnotherRequest,
  ZDocumentAnswer,
  ZLastPageRequest,
  ZProfile,
  ZSubmitResponse,
  ZTabs,
  ZTabsRequest,
  ZValidationsRequest,
  ZWebStatusRequest,
} from './answers';
import {
  ZApplicationPdfResponse,
  ZConversionRequest,
  ZConversionResponse,
  ZPresignedUpload,
  ZPresignedUrlRequest,
  ZServiceSnapshot,
} from './documents';
import { ZLookupFindQuery, ZLookupRecord, ZLookupSuggestions } from './lookups';
import { ZApplicationStatus, ZContactUpdateRequest, ZLetterPdfQuery } from './status';
import {
  ZRelease,
  ZReleaseCreated,
  ZReleaseParams,
  ZReleasePreview,
  ZReleasePreviewQuery,
  ZReleaseRequest,
  ZReleases,
  ZStaffDecision,
  ZStaffDecisionRecorded,
  ZStaffDecisionRequest,
  ZStaffDecisionsRecorded,
  ZStaffDecisionsRequest,
  ZStaffApplication,
  ZStaffChecklistChange,
  ZStaffAssignRequest,
  ZStaffAssigned,
  ZStaffAssignmentCounts,
  ZStaffChecklistMark,
  ZStaffChecklistParams,
  ZStaffAudit,
  ZStaffAuditQuery,
  ZStaffApplicationParams,
  ZStaffDocumentParams,
  ZStaffDocumentQuery,
  ZStaffNoteAdded,
  ZStaffNoteRequest,
  ZStaffNotes,
  ZStaffReviewRequest,
  ZStaffReviews,
  ZStaffReviewSaved,
  ZStaffApplications,
  ZStaffApplicationsQuery,
  ZStaffApplicationsFilter,
  ZStaffApplicationCount,
  ZStaffApplicationIds,
  ZStaffView,
  ZStaffViewParams,
  ZStaffViewRequest,
  ZStaffViews,
  ZStaffSsn,
  ZStaffStuck,
  ZStaffStuckQuery,
  ZStaffCodeRequest,
  ZStaffEnrolment,
  ZStaffInvitation,
  ZStaffInvitationQuery,
  ZStaffInviteRequest,
  ZStaffLoginRequest,
  ZStaffMember,
  ZStaffMemberParams,
  ZStaffMembers,
  ZStaffRoleRequest,
  ZStaffSetupLink,
  ZStaffPasswordRequest,
  ZStaffRecoveryCodes,
  ZStaffSignInOptions,
  ZStaffTotpRequest,
} from './staff';
import { ZSystemApplications, ZSystemApplicationsQuery } from './system';
import type { RouteName, ROUTES } from './all-routes';
import type { PathParamNames } from './routes';

/** The status codes a route may answer with an error body (errors.ts). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/**
 * What a route takes and answers. `response` is the 200 answer's body; a route that answers a file
 * has none. Path parameters are required exactly when its path has `:name` segments.
 */
export interface RouteSchema {
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  errors: readonly ErrorStatus[];
}

/** An export takes the list's filters, not its page. */
const ZStaffExportQuery = ZStaffApplicationsQuery.omit({ after: true, limit: true });

const ZAnswerKeyParams = z.object({ key: z.string().min(1).max(100) });
const ACCOUNT_ERRORS = [400, 403, 413, 415, 429] as const;
const SIGNED_IN_ERRORS = [400, 401, 409] as const;

/**
 * Every route's schemas, by the name of ROUTES: the server validates and documents with them, the
 * browser's client takes its types from them (a renamed field fails to compile on both sides;
 * test/contracts-compile.test.ts proves it).
 */
export const ROUTE_SCHEMAS = {
  signUp: { body: ZSignupRequest, response: ZMessageResponse, errors: ACCOUNT_ERRORS },
  confirmAccount: { body: ZConfirmRequest, response: ZMessageResponse, errors: ACCOUNT_ERRORS },
  resendConfirmation: { body: ZResendConfirmRequest, response: ZMessageResponse, errors: ACCOUNT_ERRORS },
  logIn: { body: ZLoginRequest, response: ZLoginResponse, errors: ACCOUNT_ERRORS },
  forgotPassword: { body: ZForgotPasswordRequest, response: ZMessageResponse, errors: ACCOUNT_ERRORS },
  resetPassword: { body: ZResetPasswordRequest, response: ZMessageResponse, errors: ACCOUNT_ERRORS },
  logOut: { response: ZMessageResponse, errors: [403] },
  session: { response: ZApplicantSession, errors: [401] },
  saveLanguage: { body: ZLanguageRequest, response: ZMessageResponse, errors: [400, 401, 403] },

  profile: { response: ZProfile, errors: [401] },
  saveAnswers: {
    body: z.strictObject({ answers: ZAnswers }),
    response: ZMessageResponse,
    // 413: larger than the largest real save; 429: a session's saves counted (issue 27, M2).
    errors: [...SIGNED_IN_ERRORS, 413, 429],
  },
  saveLastPage: { body: ZLastPageRequest, response: ZMessageResponse, errors: SIGNED_IN_ERRORS },
  saveWebStatus: { body: ZWebStatusRequest, response: ZMessageResponse, errors: SIGNED_IN_ERRORS },
  saveValidations: { body: ZValidationsRequest, response: ZMessageResponse, errors: SIGNED_IN_ERRORS },
  submit: { response: ZSubmitResponse, errors: SIGNED_IN_ERRORS },
  addAnother: { response: ZAddAnother, errors: [401] },
  saveAddAnother: { body: ZAddAnotherRequest, response: ZMessageResponse, errors: SIGNED_IN_ERRORS },
  tabs: { response: ZTabs, errors: [401] },
  saveTab: { body: ZTabsRequest, response: ZMessageResponse, errors: SIGNED_IN_ERRORS },
  prefill: {
    query: z.object({ token: z.string().min(1).max(200) }),
    response: z.object({ answer: ZAnswers }),
    errors: [400, 404],
  },

  presignedUrl: {
    body: ZPresignedUrlRequest,
    response: ZPresignedUpload,
    errors: [400, 401, 404, 409, 429],
  },
  documentAnswers: { response: z.record(z.string(), ZDocumentAnswer), errors: [401] },
  deleteDocumentAnswer: { params: ZAnswerKeyParams, response: ZMessageResponse, errors: [401, 404, 409] },
  requestConversion: {
    params: ZAnswerKeyParams,
    body: ZConversionRequest,
    response: ZConversionResponse,
    errors: [400, 401, 404, 409, 429],
  },
  conversion: { params: ZAnswerKeyParams, response: ZConversionResponse, errors: [401, 404] },
  conversionFile: { params: ZAnswerKeyParams, errors: [401, 404] },
  deleteConversion: { params: ZAnswerKeyParams, response: ZMessageResponse, errors: [401, 404, 409] },
  applicationPdf: { response: ZApplicationPdfResponse, errors: [401, 429] },
  applicationPdfFile: { query: z.object({ v: z.string().max(64).optional() }), errors: [401, 404] },
  serviceSnapshot: {
    query: z.object({ service_token: z.string().min(1).max(100) }),
    response: ZServiceSnapshot,
    errors: [400, 401],
  },

  // 409: the application is not submitted; 404: no decision released (the letter).
  applicationStatus: { response: ZApplicationStatus, errors: [401, 409] },
  updateContact: {
    body: ZContactUpdateRequest,
    response: ZMessageResponse,
    errors: [...SIGNED_IN_ERRORS, 429],
  },
  decisionLetterPdf: { query: ZLetterPdfQuery, errors: [400, 401, 404, 409, 429, 503] },

  staffInvitation: { query: ZStaffInvitationQuery, response: ZStaffInvitation, errors: [400, 404, 429] },
  staffSetPassword: { body: ZStaffPasswordRequest, response: ZStaffEnrolment, errors: [400, 403, 404, 429] },
  staffConfirmTotp: { body: ZStaffTotpRequest, response: ZStaffRecoveryCodes, errors: [400, 403, 404, 429] },
  staffLogIn: { body: ZStaffLoginRequest, response: ZMessageResponse, errors: [400, 403, 429] },
  staffSecondFactor: { body: ZStaffCodeRequest, response: ZStaffMember, errors: [400, 401, 403, 429] },
  staffSignInOptions: { response: ZStaffSignInOptions, errors: [] },
  // Redirects: to the provider, then to /staff or back to /staff/login?sso=…; 404 without OIDC_ISSUER.
  // The callback takes no query schema: openid-client checks the whole authorization response.
  staffOidcStart: { errors: [404] },
  staffOidcCallback: { errors: [404] },
  staffSession: { response: ZStaffMember, errors: [401] },
  staffLogOut: { response: ZMessageResponse, errors: [403] },
  staffInvite: { body: ZStaffInviteRequest, response: ZMessageResponse, errors: [400, 401, 403, 409, 429] },
  staffMembers: { response: ZStaffMembers, errors: [401, 403] },
  staffDisable: { params: ZStaffMemberParams, response: ZMessageResponse, errors: [400, 401, 403, 404, 409] },
  staffEnable: { params: ZStaffMemberParams, response: ZMessageResponse, errors: [400, 401, 403, 404] },
  staffSetRole: {
    params: ZStaffMemberParams,
    body: ZStaffRoleRequest,
    response: ZMessageResponse,
    errors: [400, 401, 403, 404, 409],
  },
  staffResetAuthenticator: {
    params: ZStaffMemberParams,
    response: ZStaffSetupLink,
    errors: [400, 401, 403, 404, 409],
  },
  staffInviteAgain: {
    params: ZStaffMemberParams,
    response: ZStaffSetupLink,
    errors: [400, 401, 403, 404, 409],
  },
  staffApplications: { query: ZStaffApplicationsQuery, response: ZStaffApplications, errors: [400, 401] },
  staffApplicationCount: {
    query: ZStaffApplicationsFilter,
    response: ZStaffApplicationCount,
    errors: [400, 401],
  },
  staffApplicationIds: {
    query: ZStaffApplicationsFilter,
    response: ZStaffApplicationIds,
    errors: [400, 401],
  },
  staffExportCsv: { query: ZStaffExportQuery, errors: [400, 401] },
  staffExportJson: { query: ZStaffExportQuery, errors: [400, 401] },
  staffApplication: { params: ZStaffApplicationParams, response: ZStaffApplication, errors: [400, 401, 404] },
  staffRevealSsn: { params: ZStaffApplicationParams, response: ZStaffSsn, errors: [400, 401, 404] },
  staffApplicationPdf: { params: ZStaffApplicationParams, errors: [400, 401, 404, 429] },
  staffDocumentPdf: { params: ZStaffDocumentParams, query: ZStaffDocumentQuery, errors: [400, 401, 404] },
  staffChecklistMark: {
    params: ZStaffChecklistParams,
    body: ZStaffChecklistMark,
    response: ZStaffChecklistChange,
    errors: [400, 401, 404],
  },
  staffChecklistUndo: {
    params: ZStaffChecklistParams,
    response: ZStaffChecklistChange,
    errors: [400, 401, 404],
  },
  staffAssign: {
    body: ZStaffAssignRequest,
    response: ZStaffAssigned,
    errors: [400, 401, 403, 404, 413],
  },
  staffReview: { params: ZStaffApplicationParams, response: ZStaffReviews, errors: [400, 401, 404] },
  staffSaveReview: {
    params: ZStaffApplicationParams,
    body: ZStaffReviewRequest,
    response: ZStaffReviewSaved,
    errors: [400, 401, 403, 404],
  },
  staffNotes: { params: ZStaffApplicationParams, response: ZStaffNotes, errors: [400, 401, 404] },
  staffAddNote: {
    params: ZStaffApplicationParams,
    body: ZStaffNoteRequest,
    response: ZStaffNoteAdded,
    errors: [400, 401, 404],
  },
  staffAssignmentCounts: { response: ZStaffAssignmentCounts, errors: [401, 403] },
  staffDecision: { params: ZStaffApplicationParams, response: ZStaffDecision, errors: [400, 401, 404] },
  staffRecordDecision: {
    params: ZStaffApplicationParams,
    body: ZStaffDecisionRequest,
    response: ZStaffDecisionRecorded,
    errors: [400, 401, 403, 404, 409],
  },
  staffRecordDecisions: {
    body: ZStaffDecisionsRequest,
    response: ZStaffDecisionsRecorded,
    errors: [400, 401, 403, 404, 409, 413],
  },
  staffReleasePreview: { query: ZReleasePreviewQuery, response: ZReleasePreview, errors: [400, 401, 403] },
  staffReleases: { response: ZReleases, errors: [401, 403] },
  staffCreateRelease: {
    body: ZReleaseRequest,
    response: ZReleaseCreated,
    errors: [400, 401, 403, 404, 413],
  },
  staffCancelRelease: {
    params: ZReleaseParams,
    response: z.object({ message: z.string(), release: ZRelease }),
    errors: [400, 401, 403, 404, 409],
  },
  staffViews: { response: ZStaffViews, errors: [401] },
  staffSaveView: { body: ZStaffViewRequest, response: ZStaffView, errors: [400, 401, 409] },
  staffDeleteView: { params: ZStaffViewParams, response: ZMessageResponse, errors: [400, 401, 404] },
  staffAudit: { query: ZStaffAuditQuery, response: ZStaffAudit, errors: [400, 401, 403] },
  staffStuck: { query: ZStaffStuckQuery, response: ZStaffStuck, errors: [400, 401] },

  systemApplications: {
    query: ZSystemApplicationsQuery,
    response: ZSystemApplications,
    errors: [400, 401, 429],
  },

  findLookups: {
    query: ZLookupFindQuery,
    response: z.union([ZLookupSuggestions, ZLookupRecord]),
    errors: [400, 404, 429],
  },
  siteConfig: { response: ZSiteConfig, errors: [] },
} as const satisfies { [N in RouteName]: RouteSchemaOf<N> };

/** A route's schema, with `params` naming exactly the path's `:name` segments. */
type RouteSchemaOf<N extends RouteName> =
  PathParamNames<(typeof ROUTES)[N]['path']> extends never
    ? RouteSchema & { params?: never }
    : RouteSchema & { params: z.ZodObject<Record<PathParamNames<(typeof ROUTES)[N]['path']>, z.ZodType>> };

type Schemas = typeof ROUTE_SCHEMAS;
type Part<N extends RouteName, K extends string> =
  Schemas[N] extends Record<K, infer S extends z.ZodType> ? S : undefined;
type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a call of route N sends: its path parameters, query and body, each where it has one. */
export type RequestOf<N extends RouteName> = {
  [K in 'params' | 'query' | 'body' as Part<N, K> extends undefined ? never : K]: InputOf<Part<N, K>>;
};

/** The body of route N's 200 answer. */
export type ResponseOf<N extends RouteName> =
  Part<N, 'response'> extends z.ZodType ? z.output<Part<N, 'response'>> : never;
