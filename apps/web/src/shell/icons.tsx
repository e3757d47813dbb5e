import type { StepProgress } from '@portico/application';

/** Small line icons. Always beside a text that says the same, so always hidden from readers. */

export function UserIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function MailIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M3.5 6.5L12 13l8.5-6.5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** The step navigation's progress (issue 31): a shape each, so that colour is never the only sign. */
export function ProgressIcon({ progress }: { progress: StepProgress }) {
  return (
    <svg className="icon step-nav__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {progress === 'completed' && (
        <>
          <circle cx="8" cy="8" r="7.5" fill="currentColor" />
          <path d="M4.5 8.2l2.3 2.3 4.7-4.9" fill="none" stroke="var(--color-surface)" strokeWidth="2" />
        </>
      )}
      {progress === 'problem' && (
        <>
          <path d="M8 0.8l7.4 14H0.6z" fill="currentColor" />
          <path d="M8 5.5v4.5M8 11.5v1.5" stroke="var(--color-surface)" strokeWidth="1.8" />
        </>
      )}
      {progress === 'inProgress' && (
        <>
          <circle cx="8" cy="8" r="6.75" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M8 1.25a6.75 6.75 0 0 1 0 13.5z" fill="currentColor" />
        </>
      )}
      {progress === 'notStarted' && (
        <circle cx="8" cy="8" r="6.75" fill="none" stroke="currentColor" strokeWidth="1.5" />
      )}
    </svg>
  );
}
