import { MESSAGES } from '@portico/application';
import './spinner.css';

/** The loading sizes of spec section 9: xs 0.4rem, s 0.8rem, m 2rem. */
export type SpinnerSize = 'xs' | 's' | 'm';

/** A spinning ring announced once as a status ("Loading..."), the ring itself hidden from readers. */
export function Spinner({ size = 'm', label = MESSAGES.loading }: { size?: SpinnerSize; label?: string }) {
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <svg className="spinner__ring" viewBox="0 0 50 50" aria-hidden="true" focusable="false">
        <circle className="spinner__circle" cx="25" cy="25" r="20" fill="none" strokeWidth="5" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
