import { Icon, type IconProps } from './Icon';

// Several models asked at once: the input's action and the answers' columns.

export function ColumnsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M9 4v16M15 4v16" />
    </Icon>
  );
}
