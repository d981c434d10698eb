import { useState, type ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../cx';
import { EyeIcon, EyeOffIcon } from '../icons/dialog';
import { Input } from '../Input/Input';
import styles from './PasswordInput.module.css';

export type PasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  /** Class of the wrapper; className goes to the input itself. */
  wrapperClassName?: string;
};

export function PasswordInput({ wrapperClassName, className, disabled, ...rest }: PasswordInputProps) {
  const { t } = useTranslation('dialogs');
  const [visible, setVisible] = useState(false);
  return (
    <div className={cx(styles.wrapper, wrapperClassName)}>
      <Input
        type={visible ? 'text' : 'password'}
        // Keys and tokens are not words: spell-check and autocorrect would only mangle them.
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        className={cx(styles.input, className)}
        disabled={disabled}
        {...rest}
      />
      <button
        type="button"
        className={styles.toggle}
        aria-label={t(visible ? 'password.hide' : 'password.show')}
        aria-pressed={visible}
        title={t(visible ? 'password.hide' : 'password.show')}
        disabled={disabled}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOffIcon size={16} /> : <EyeIcon size={16} />}
      </button>
    </div>
  );
}
