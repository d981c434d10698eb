import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSdStore } from '../../stores/sd-store';
import { SdRecordItem } from './SdRecordItem';
import styles from './Sd.module.css';

/** Every generation, newest first. */
export function SdRecords({ onReuse }: { onReuse?: () => void }) {
  const { t } = useTranslation('sd');
  const records = useSdStore((s) => s.records);
  const list = useMemo(() => Object.values(records).sort((a, b) => b.createdAt - a.createdAt), [records]);
  return (
    <section className={styles.records} aria-labelledby="sd-records-title">
      <h3 id="sd-records-title" className={styles.sectionTitle}>
        {t('records.title')}
      </h3>
      {list.length === 0 ? (
        <p className={styles.empty}>{t('records.empty')}</p>
      ) : (
        <ul className={styles.recordList}>
          {list.map((record) => (
            <SdRecordItem key={record.id} record={record} {...(onReuse ? { onReuse } : {})} />
          ))}
        </ul>
      )}
    </section>
  );
}
