import { Menu } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { t } from '../i18n/t.ts';
import { RIGHTS_PAGES } from '../site-map.ts';
import { RightsButton } from './header.tsx';

/**
 * 'Your Rights': the dropdown with the eleven rights pages. `takeFocus`: the plain button it
 * replaces had the keyboard's focus (header.tsx), so its own button takes it.
 */
export default function RightsMenu({ defaultOpened = false, takeFocus = false }: { defaultOpened?: boolean; takeFocus?: boolean }) {
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) target.current?.focus();
    // Once, as the menu replaces the plain button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Menu defaultOpened={defaultOpened} trigger="click-hover" openDelay={50} closeDelay={150} position="bottom-start" withinPortal>
      <Menu.Target>
        <RightsButton ref={target} />
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
