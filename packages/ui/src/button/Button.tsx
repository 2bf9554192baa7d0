import type { ButtonHTMLAttributes } from 'react';
import * as styles from './button.css';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

/** The product's one button; 44 px minimum so it meets the touch target size on kiosks. */
export function Button({ className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={className ? `${styles.button} ${className}` : styles.button} {...props} />;
}
