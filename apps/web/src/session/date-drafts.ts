/**
 * Dates typed that are not dates yet (31 February, a month 13): only a real date is an answer
 *, but what was typed must survive a reload so that the applicant can correct it
 * rather than type it again (issue 14). Kept for this tab only (session storage), and forgotten at
 * a Log Out, so the next person at a shared computer does not find it.
 */
const PREFIX = 'portico.date-draft.';

export type DateParts = { month: string; day: string; year: string };

export function readDateDraft(key: string): DateParts | undefined {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(PREFIX + key) ?? 'null');
    if (!value || typeof value !== 'object') return undefined;
    const { month, day, year } = value as Record<string, unknown>;
    if (typeof month !== 'string' || typeof day !== 'string' || typeof year !== 'string') return undefined;
    return { month, day, year };
  } catch {
    return undefined;
  }
}

export function writeDateDraft(key: string, parts: DateParts | undefined): void {
  try {
    if (parts) sessionStorage.setItem(PREFIX + key, JSON.stringify(parts));
    else sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Storage full or refused: the draft lives as long as the page, which is what it did before.
  }
}

export function clearDateDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Nothing stored where storage is refused.
  }
}
