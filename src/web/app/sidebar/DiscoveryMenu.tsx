import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { SearchIcon } from '../../components/icons/dialog';
import { ImageIcon, PluginIcon } from '../../components/icons/shell';
import { BookIcon } from '../../components/icons/knowledge';
import menu from '../../components/Menu/Menu.module.css';

interface DiscoveryMenuProps {
  trigger: ReactNode;
  defaultOpen: boolean;
}

/** The plugin selector: Plugins, Stable Diffusion, Search Chat and Knowledge. */
export function DiscoveryMenu({ trigger, defaultOpen }: DiscoveryMenuProps) {
  const { t } = useTranslation('discovery');
  // Its own namespace, in the same table as Discovery's, so it is loaded with the menu.
  const { t: tk } = useTranslation('knowledge');
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
          <DropdownMenu.Item className={menu.item} onSelect={() => navigate('/knowledge')}>
            <BookIcon /> {tk('menuItem')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
