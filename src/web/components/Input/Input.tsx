import type { ComponentPropsWithRef } from 'react';
import { cx } from '../cx';
import styles from './Input.module.css';

export function Input({ className, ...rest }: ComponentPropsWithRef<'input'>) {
  return <input className={cx(styles.field, className)} {...rest} />;
}

export function TextArea({ className, ...rest }: ComponentPropsWithRef<'textarea'>) {
  return <textarea className={cx(styles.field, styles.textarea, className)} {...rest} />;
}

/** The field look on its own, for native controls without a component here, such as <select>. */
export const fieldClassName = styles.field;
