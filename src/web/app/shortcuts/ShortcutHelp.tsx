import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfigStore } from '../../stores/config-store';
import styles from './ShortcutHelp.module.css';

type Keys = readonly (readonly string[])[];

/** Each shortcut as the keys to press (one or more ways) and what it does. */
export function ShortcutHelp() {
  const { t } = useTranslation('shortcuts');
  const { t: tv } = useTranslation('voice');
  const submitKey = useConfigStore((s) => s.submitKey);
  const rows: [Keys, string][] = [
    [[submitKey.split(' + ')], t('send')],
    [[submitKey === 'Enter' ? ['Shift', 'Enter'] : ['Enter']], t('newline')],
    [[['/']], t('prompts')],
    [[[':']], t('commands')],
    [[['↑']], t('recall')],
    [[['Alt', '↑ ↓'], ['Ctrl', '↑ ↓']], t('switchChat')],
    [[[t('space')]], t('reorder')],
    [[['Alt', 'M']], tv('shortcut')],
    [[['Esc']], t('close')],
    [[['Ctrl', '/'], ['?']], t('help')],
  ];
  return (
    <dl className={styles.list}>
      {rows.map(([ways, action]) => (
        <div key={action} className={styles.row}>
          <dt className={styles.keys}>
            {/* Each way on its own line: a separator would read as one more key ("/"). */}
            {ways.map((keys) => (
              <span key={keys.join('+')} className={styles.way}>
                {keys.map((key, index) => (
                  <Fragment key={key}>
                    {index > 0 && ' + '}
                    <kbd className={styles.key}>{key}</kbd>
                  </Fragment>
                ))}
              </span>
            ))}
          </dt>
          <dd className={styles.action}>{action}</dd>
        </div>
      ))}
    </dl>
  );
}
