import { useTranslation } from 'react-i18next';
import { IMAGE_QUALITIES, IMAGE_SIZES, IMAGE_STYLES } from '../../../core/constants/images';
import type { ModelConfig } from '../../../core/types';
import { ListItem } from '../../components/List/List';

type ImageField = 'size' | 'quality' | 'style';

const FIELDS: readonly { field: ImageField; values: readonly string[] }[] = [
  { field: 'size', values: IMAGE_SIZES },
  { field: 'quality', values: IMAGE_QUALITIES },
  { field: 'style', values: IMAGE_STYLES },
];

interface Props {
  config: Pick<ModelConfig, ImageField>;
  readOnly?: boolean;
  onChange: (patch: Partial<Pick<ModelConfig, ImageField>>) => void;
  /** The look of the select where it is shown (mask editor or settings). */
  selectClassName?: string | undefined;
}

/** Size, quality and style of an image model: the settings that mean something to it. */
export function ImageConfigFields({ config, readOnly = false, onChange, selectClassName }: Props) {
  const { t } = useTranslation('masks');
  return (
    <>
      {FIELDS.map(({ field, values }) => {
        const labels: Record<string, string> = t(`image.${field}.values`, { returnObjects: true });
        return (
          <ListItem key={field} title={t(`image.${field}.title`)} subTitle={t(`image.${field}.hint`)}>
            {({ titleId }) => (
              <select
                aria-labelledby={titleId}
                className={selectClassName}
                value={config[field]}
                disabled={readOnly}
                onChange={(event) => onChange({ [field]: event.target.value })}
              >
                {/* A value from an older version or an import stays visible until it is changed. */}
                {!values.includes(config[field]) && <option value={config[field]}>{config[field]}</option>}
                {values.map((value) => (
                  <option key={value} value={value}>
                    {labels[value] ?? value}
                  </option>
                ))}
              </select>
            )}
          </ListItem>
        );
      })}
    </>
  );
}
