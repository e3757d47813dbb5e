import type { ComponentPropsWithRef } from 'react';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';
/** The fixed sizes: continue 15rem x 3rem, submit 10rem x 3rem, account 100% x 2rem. */
export type ButtonSize = 'continue' | 'submit' | 'account';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/** A button that never submits a form by accident: `type` defaults to "button". */
export function Button({ variant = 'primary', size, className, type = 'button', ...props }: ButtonProps) {
  const classes = ['button', `button--${variant}`, size && `button--${size}`, className]
    .filter(Boolean)
    .join(' ');
  return <button type={type} className={classes} {...props} />;
}
