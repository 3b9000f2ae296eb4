import { Menu } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { t } from '../i18n/t.ts';
import { RIGHTS_PAGES } from '../site-map.ts';
import { RightsButton } from './header.tsx';

/** 'Your Rights': the dropdown with the eleven rights pages. */
export default function RightsMenu({ defaultOpened = false }: { defaultOpened?: boolean }) {
  return (
    <Menu defaultOpened={defaultOpened} trigger="click-hover" openDelay={50} closeDelay={150} position="bottom-start" withinPortal>
      <Menu.Target>
        <RightsButton />
      </Menu.Target>
      <Menu.Dropdown>
        {RIGHTS_PAGES.map((page) => (
          <Menu.Item key={page.path} component={Link} to={page.path}>
            {t(page.title)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
