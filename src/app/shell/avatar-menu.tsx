import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { t } from '../i18n/t.ts';
import { BACK_OFFICE_LINK } from '../site-map.ts';
import { useSession, type SessionUser } from '../session.tsx';
import { avatarInitial } from './avatar.ts';
import { PersonIcon } from './person-icon.tsx';

/** The signed-in menu: Profile Settings, My Claims, the back office for agents, Sign Out. */
export default function AvatarMenu({ user }: { user: SessionUser }) {
  const { signOut } = useSession();
  const initial = avatarInitial(user);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('Account menu')}>
          <Avatar color="brand" radius="xl">
            {initial ?? <PersonIcon />}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label c="gray.7">{[user.firstName, user.lastName].filter(Boolean).join(' ') || user.email}</Menu.Label>
        <Menu.Item component={Link} to="/profile">
          {t('Profile Settings')}
        </Menu.Item>
        <Menu.Item component={Link} to="/claims">
          {t('My Claims')}
        </Menu.Item>
        {user.agent ? (
          <Menu.Item component={Link} to="/backoffice">
            {t(BACK_OFFICE_LINK.title)}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item onClick={() => void signOut()}>{t('Sign Out')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
