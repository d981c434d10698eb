import { Popover as RadixPopover } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { cx } from '../cx';
import styles from './Popover.module.css';

export interface PopoverProps {
  /** What floats. */
  content: ReactNode;
  /** The trigger: one element that takes a ref and an onClick (a Button, an IconButton…). */
  children: ReactElement;
  /** Controlled when given; otherwise the popover keeps its own state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** Accessible name of the floating panel, when its content has no heading. */
  'aria-label'?: string;
  className?: string;
}

export function Popover({
  content,
  children,
  open,
  onOpenChange,
  side = 'bottom',
  align = 'start',
  className,
  'aria-label': ariaLabel,
}: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{children}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          className={cx(styles.content, className)}
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          aria-label={ariaLabel}
        >
          {content}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
