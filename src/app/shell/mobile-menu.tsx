import { Avatar, Box, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LanguageSwitcher } from '../i18n/language-switcher.tsx';
import { directionOf } from '../i18n/locales.ts';
import { currentLocale, t } from '../i18n/t.ts';
import { ACCOUNT_LINKS, BACK_OFFICE_LINK, GUIDE_LINKS, RIGHTS_PAGES, type PageLink } from '../site-map.ts';
import { useSession } from '../session.tsx';
import { avatarInitial } from './avatar.ts';
import { InstallButton } from './install-button.tsx';
import { PersonIcon } from './person-icon.tsx';

/** The mobile menu mirrors the header (spec §2), in a drawer. */
export default function MobileMenuDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('Menu')}
      position={directionOf(currentLocale()) === 'rtl' ? 'left' : 'right'}
      size="xs"
      className="mobile-only"
    >
      <MobileMenu onNavigate={onClose} />
    </Drawer>
  );
}

function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  const { user, signOut } = useSession();
  return (
    <Stack gap={4} component="nav" aria-label={t('Mobile')}>
      <LanguageSwitcher />
      {/* The account first: Profile and Sign Out must not sit below the eleven rights pages. */}
      {user ? (
        <>
          <Group gap="sm" px={10} py={4}>
            <Avatar color="brand" radius="xl" size="sm" aria-hidden="true">
              {avatarInitial(user) ?? <PersonIcon />}
            </Avatar>
            <Text size="sm" fw={600}>
              {[user.firstName, user.lastName].filter(Boolean).join(' ') || user.email}
            </Text>
          </Group>
          <NavLinks links={user.agent ? [...ACCOUNT_LINKS, BACK_OFFICE_LINK] : ACCOUNT_LINKS} onNavigate={onNavigate} />
          <Button
            variant="subtle"
            justify="flex-start"
            onClick={() => {
              onNavigate();
              void signOut();
            }}
          >
            {t('Sign Out')}
          </Button>
        </>
      ) : (
        <>
          <Button component={Link} to="/login" variant="outline" onClick={onNavigate}>
            {t('Log In')}
          </Button>
          <Button component={Link} to="/claim" onClick={onNavigate}>
            {t('Start Your Claim')}
          </Button>
        </>
      )}
      <Box my="xs" />
      <Text fw={700} size="sm" c="gray.7">
        {t('Your Rights')}
      </Text>
      <NavLinks links={RIGHTS_PAGES} onNavigate={onNavigate} />
      <Box my="xs" />
      <NavLinks links={GUIDE_LINKS} onNavigate={onNavigate} />
      <Box my="xs" />
      <InstallButton fullWidth />
    </Stack>
  );
}

function NavLinks({ links, onNavigate }: { links: readonly PageLink[]; onNavigate: () => void }) {
  return links.map((link) => (
    <Link key={link.path} to={link.path} className="nav-link" onClick={onNavigate}>
      {t(link.title)}
    </Link>
  ));
}
