/**
 * The web statuses an application reaches, in order (spec section 4). Kept apart from the schemas
 * so that the browser's first visit can read them without loading the schema library.
 */
export const WEB_STATUSES = ['started', 'validating', 'submitted'] as const;
