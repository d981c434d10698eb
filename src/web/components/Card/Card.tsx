import type { ComponentPropsWithRef } from 'react';
import { cx } from '../cx';
import styles from './Card.module.css';

export function Card({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div className={cx(styles.card, className)} {...rest} />;
}
