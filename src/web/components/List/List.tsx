import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../cx';
import styles from './List.module.css';

/** A group of settings rows in a rounded card. */
export function List({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div className={cx(styles.list, className)} {...rest} />;
}

export interface ListItemProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'children'> {
  title: ReactNode;
  subTitle?: ReactNode;
  icon?: ReactNode;
  /** Puts the control under the text instead of at the end, for wide controls such as text areas. */
  vertical?: boolean;
  /** The control at the end of the row. A function receives the id of the title, so the control can
   * be named by it (aria-labelledby) without repeating the text. */
  children?: ReactNode | ((ids: { titleId: string; subTitleId: string | undefined }) => ReactNode);
}

export function ListItem({ title, subTitle, icon, vertical = false, className, children, ...rest }: ListItemProps) {
  const titleId = useId();
  const subTitleId = useId();
  const ids = { titleId, subTitleId: subTitle ? subTitleId : undefined };
  return (
    <div className={cx(styles.item, vertical && styles.vertical, className)} {...rest}>
      <div className={styles.header}>
        {icon && <span className={styles.icon}>{icon}</span>}
        <div className={styles.text}>
          <div id={titleId} className={styles.title}>
            {title}
          </div>
          {subTitle && (
            <div id={subTitleId} className={styles.subTitle}>
              {subTitle}
            </div>
          )}
        </div>
      </div>
      {children !== undefined && (
        <div className={styles.control}>{typeof children === 'function' ? children(ids) : children}</div>
      )}
    </div>
  );
}
