import { Spinner } from '../ui/spinner';
import './full-screen-spinner.css';

/** Covers the page while a screen or the profile loads, above everything else. */
export function FullScreenSpinner() {
  return (
    <div className="full-screen-spinner">
      <Spinner size="m" />
    </div>
  );
}
