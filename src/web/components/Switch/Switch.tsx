import { Switch as RadixSwitch } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../cx';
import styles from './Switch.module.css';

type Labelling = { 'aria-label': string } | { 'aria-labelledby': string } | { id: string };

/** A switch must be named: by aria-label, by aria-labelledby, or by an id that a <label htmlFor> points at. */
export type SwitchProps = Omit<ComponentPropsWithRef<typeof RadixSwitch.Root>, 'children'> & Labelling;

export function Switch({ className, ...rest }: SwitchProps) {
  return (
    <RadixSwitch.Root className={cx(styles.root, className)} {...rest}>
      <RadixSwitch.Thumb className={styles.thumb} />
    </RadixSwitch.Root>
  );
}
