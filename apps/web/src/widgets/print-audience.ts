import { createContext } from 'react';

/**
 * Who reads a printed page: its owner (the applicant's own read-only pages: the SSN masked), or
 * the print view's reader, to whom the server has already sent what they may see (the SSN whole to
 * staff, masked in the applicant's own PDF copy).
 */
export const PrintAudienceContext = createContext<'owner' | 'print-view'>('owner');

/**
 * Where a printed file question links its document: the staff's application page gives the
 * address of each document's PDF; null in every other print (the PDF itself appends them).
 */
export type DocumentLink = (answerKey: string) => string;
export const DocumentLinkContext = createContext<DocumentLink | null>(null);
