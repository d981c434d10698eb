import type { SVGProps } from 'react';
import { cx } from '../cx';
import styles from './icons.module.css';

/* The app's one set of 24×24 stroke icons, drawn inline: an icon library would cost more bytes
 * than the whole toolkit, and the first screen needs no extra request. They are decorative
 * (aria-hidden); the button around them carries the label. Their stroke comes from
 * icons.module.css, so it is not an option here. The icons are kept in files by where they are
 * drawn, so that those only dialogs or messages use load with them, not with the first screen. */

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'fill' | 'stroke' | 'strokeWidth' | 'strokeLinecap' | 'strokeLinejoin'> & {
  size?: number;
  /** The finer line the shell's own icons draw (sidebar, headers). */
  fine?: boolean;
};

export function Icon({ size = 18, fine = false, className, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      className={cx(styles.icon, fine && styles.fine, className)}
      aria-hidden="true"
      {...rest}
    >
      {children}
    </svg>
  );
}
