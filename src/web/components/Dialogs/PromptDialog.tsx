import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button';
import { TextArea } from '../Input/Input';
import { Modal } from '../Modal/Modal';
import styles from './Dialogs.module.css';

export interface PromptOptions {
  /** Visible lines of the text area. */
  rows?: number;
}

interface PromptDialogProps extends PromptOptions {
  open: boolean;
  title: ReactNode;
  defaultValue: string;
  onResult: (value: string | null) => void;
}

export function PromptDialog({ open, title, defaultValue, rows = 3, onResult }: PromptDialogProps) {
  const { t } = useTranslation('common');
  const [value, setValue] = useState(defaultValue);
  const textAreaRef = useRef<HTMLTextAreaElement>(null);
  const formId = useId();
  const titleId = useId();
  return (
    <Modal
      open={open}
      onClose={() => onResult(null)}
      title={title}
      maximisable={false}
      initialFocusRef={textAreaRef}
      titleId={titleId}
      actions={
        <>
          <Button onClick={() => onResult(null)}>{t('cancel')}</Button>
          <Button type="submit" form={formId} variant="primary">
            {t('confirm')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          onResult(value);
        }}
      >
        <TextArea
          ref={textAreaRef}
          className={styles.promptInput}
          rows={rows}
          value={value}
          // The question in the title is the label of the answer.
          aria-labelledby={titleId}
          onChange={(event) => setValue(event.target.value)}
          onFocus={(event) => event.currentTarget.select()}
          onKeyDown={(event) => {
            // Enter makes new lines in a text area; Ctrl/⌘+Enter is the keyboard way to accept.
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
        />
      </form>
    </Modal>
  );
}
