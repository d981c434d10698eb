import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { SearchIcon } from '../../components/icons/dialog';
import { ImageIcon, PluginIcon } from '../../components/icons/shell';
import menu from '../../components/Menu/Menu.module.css';

interface DiscoveryMenuProps {
  trigger: ReactNode;
  defaultOpen: boolean;
}

/** The plugin selector: Plugins, Stable Diffusion and Search Chat. */
export function DiscoveryMenu({ trigger, defaultOpen }: DiscoveryMenuProps) {
  const { t } = useTranslation('discovery');
  const [, navigate] = useLocation();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menu.menu} sideOffset={6} align="start">
          <DropdownMenu.Item className={menu.item} onSelect={() => navigate('/plugins')}>
            <PluginIcon /> {t('plugins')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={menu.item} onSelect={() => navigate('/sd')}>
            <ImageIcon /> {t('stableDiffusion')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={menu.item} onSelect={() => navigate('/search-chat')}>
            <SearchIcon fine /> {t('searchChat')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
