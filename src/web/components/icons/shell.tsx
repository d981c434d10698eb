import type { SVGProps } from 'react';
import { Icon, type IconProps } from './Icon';

// The shell's: the sidebar, its menus and the headers.

export const LogoIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg width="40" height="40" viewBox="0 0 64 64" aria-hidden="true" {...props}>
    <rect x="4" y="4" width="56" height="56" rx="16" fill="#1d93ab" />
    <path d="M20 24h24M20 32h16M20 40h20" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
  </svg>
);

export const PlusIcon = (props: IconProps) => (
  <Icon fine {...props}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

export const MaskIcon = (props: IconProps) => (
  <Icon fine {...props}>
    <path d="M4 6c3-1.5 13-1.5 16 0 0 8-3 13-8 13S4 14 4 6Z" />
    <path d="M8.5 11h2M13.5 11h2M10 15c1.2.8 2.8.8 4 0" />
  </Icon>
);

export const SyncIcon = (props: IconProps) => (
  <Icon fine {...props}>
    <path d="M20 11a8 8 0 0 0-14.5-4.5L4 8M4 4v4h4M4 13a8 8 0 0 0 14.5 4.5L20 16M20 20v-4h-4" />
  </Icon>
);

export const SettingsIcon = (props: IconProps) => (
  <Icon fine {...props}>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
  </Icon>
);

export const DiscoveryIcon = (props: IconProps) => (
  <Icon fine {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="m15.5 8.5-2 5-5 2 2-5 5-2Z" />
  </Icon>
);

export const ChatIcon = (props: IconProps) => (
  <Icon fine {...props}>
    <path d="M20 12a8 8 0 0 1-11.6 7.1L4 20l1-4A8 8 0 1 1 20 12Z" />
  </Icon>
);

export const BackIcon = (props: IconProps) => (
  <Icon fine {...props}>
    <path d="M15 18l-6-6 6-6" />
  </Icon>
);

export const PluginIcon = (props: IconProps) => (
  <Icon fine {...props}>
    <path d="M9 3v4M15 3v4M7 7h10v4a5 5 0 0 1-10 0V7ZM12 16v5" />
  </Icon>
);

export const ImageIcon = (props: IconProps) => (
  <Icon fine {...props}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 9" />
  </Icon>
);
