import type { ComponentPropsWithRef } from 'react';
import { cx } from '../cx';
import type { ButtonSize, ButtonVariant } from './Button';
import styles from './Button.module.css';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label'> {
  /** Required: an icon alone says nothing to a screen reader. Also used as the tooltip. */
  'aria-label': string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function IconButton({
  variant = 'ghost',
  size = 'md',
  className,
  type = 'button',
  title,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      title={title ?? rest['aria-label']}
      className={cx(styles.button, styles.iconOnly, styles[variant], styles[size], className)}
      {...rest}
    />
  );
}
