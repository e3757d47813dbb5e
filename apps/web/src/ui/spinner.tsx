import './spinner.css';
import { useCatalogue } from '../i18n/language-store';

/** The loading sizes: xs 0.4rem, s 0.8rem, m 2rem. */
export type SpinnerSize = 'xs' | 's' | 'm';

/**
 * A spinning ring announced once as a status ("Loading..."), the ring itself hidden from readers.
 * With `label={null}` it is decoration only, for a control that states its own busy state
 * (aria-busy) and must keep its name.
 */
export function Spinner({ size = 'm', label }: { size?: SpinnerSize; label?: string | null }) {
  const { messages } = useCatalogue();
  if (label === null) {
    return (
      <span className={`spinner spinner--${size}`} aria-hidden="true">
        <SpinnerRing />
      </span>
    );
  }
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <SpinnerRing />
      <span className="visually-hidden">{label ?? messages.loading}</span>
    </span>
  );
}

function SpinnerRing() {
  return (
    <svg className="spinner__ring" viewBox="0 0 50 50" aria-hidden="true" focusable="false">
      <circle className="spinner__circle" cx="25" cy="25" r="20" fill="none" strokeWidth="5" />
    </svg>
  );
}
