import { createContext } from 'react';

/**
 * Who reads a printed page: its owner (the applicant's own read-only pages: the SSN masked), or
 * the print view's reader, to whom the server has already sent what they may see (the SSN whole to
 * staff, masked in the applicant's own PDF copy).
 */
export const PrintAudienceContext = createContext<'owner' | 'print-view'>('owner');
