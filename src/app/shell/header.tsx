import { Avatar, Box, Burger, Button, Container, Drawer, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from '@tanstack/react-router';
import { RIGHTS_PAGES } from '../site-map.ts';
import { useSession, type SessionUser } from '../session.tsx';
import { avatarInitial } from './avatar.ts';
import { InstallButton } from './install-button.tsx';
import { Logo } from './logo.tsx';

export { avatarInitial };

/** The spec's header (spec §2): full menu, or only 'Need help? Contact Us' inside the claim flow. */
export function Header() {
  const { pathname } = useLocation();
  // The claim wizard (/claim and below), not My Claims (/claims).
  const inClaimFlow = pathname === '/claim' || pathname.startsWith('/claim/');
  return (
    <header className="app-header">
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Logo />
          {inClaimFlow ? <ClaimHelpLink /> : <MainNavigation />}
        </Group>
      </Container>
    </header>
  );
}

function ClaimHelpLink() {
  return (
    <Text size="sm">
      Need help?{' '}
      <Link to="/contact" style={{ color: 'var(--mantine-color-brand-8)', fontWeight: 600 }}>
        Contact Us
      </Link>
    </Text>
  );
}

function MainNavigation() {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <>
      <Group gap="xs" className="desktop-only" component="nav" aria-label="Main">
        <RightsMenu />
        <Link to="/how-it-works" className="nav-link">
          How It Works
        </Link>
        <Link to="/faq" className="nav-link">
          FAQ
        </Link>
        <InstallButton />
        <AccountActions />
      </Group>
      <Burger className="mobile-only" opened={opened} onClick={toggle} aria-label={opened ? 'Close menu' : 'Open menu'} />
      <Drawer opened={opened} onClose={close} title="Menu" position="right" size="xs" className="mobile-only">
        <MobileMenu onNavigate={close} />
      </Drawer>
    </>
  );
}

function RightsMenu() {
  return (
    <Menu trigger="click-hover" openDelay={50} closeDelay={150} position="bottom-start" withinPortal>
      <Menu.Target>
        <UnstyledButton className="nav-link" aria-haspopup="menu">
          Your Rights ▾
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {RIGHTS_PAGES.map((page) => (
          <Menu.Item key={page.path} component={Link} to={page.path}>
            {page.title}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function AccountActions() {
  const { user, loading } = useSession();
  // Until the stored session is read, show neither state (no "Log In" flash for signed-in people).
  if (loading) return <Box w={200} ml="sm" aria-hidden="true" />;
  if (!user) {
    return (
      <Group gap="xs" ml="sm">
        <Button component={Link} to="/login" variant="outline">
          Log In
        </Button>
        <Button component={Link} to="/claim">
          Start Your Claim
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="xs" ml="sm">
      <Link to="/dashboard" className="nav-link">
        Dashboard
      </Link>
      <AvatarMenu user={user} />
    </Group>
  );
}

function AvatarMenu({ user }: { user: SessionUser }) {
  const { signOut } = useSession();
  const initial = avatarInitial(user);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Account menu">
          <Avatar color="brand" radius="xl">
            {initial ?? <PersonIcon />}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label c="gray.7">{[user.firstName, user.lastName].filter(Boolean).join(' ') || user.email}</Menu.Label>
        <Menu.Item component={Link} to="/profile">
          Profile Settings
        </Menu.Item>
        <Menu.Item component={Link} to="/claims">
          My Claims
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={() => void signOut()}>Sign Out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function PersonIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7H4Z" />
    </svg>
  );
}

function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  const { user, signOut } = useSession();
  return (
    <Stack gap={4} component="nav" aria-label="Mobile">
      <Text fw={700} size="sm" c="gray.7" mt="xs">
        Your Rights
      </Text>
      {RIGHTS_PAGES.map((page) => (
        <Link key={page.path} to={page.path} className="nav-link" onClick={onNavigate}>
          {page.title}
        </Link>
      ))}
      <Box my="xs" />
      <Link to="/how-it-works" className="nav-link" onClick={onNavigate}>
        How It Works
      </Link>
      <Link to="/faq" className="nav-link" onClick={onNavigate}>
        FAQ
      </Link>
      <Box my="xs" />
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
          <Link to="/dashboard" className="nav-link" onClick={onNavigate}>
            Dashboard
          </Link>
          <Link to="/profile" className="nav-link" onClick={onNavigate}>
            Profile Settings
          </Link>
          <Link to="/claims" className="nav-link" onClick={onNavigate}>
            My Claims
          </Link>
          <Button variant="subtle" justify="flex-start" onClick={() => { onNavigate(); void signOut(); }}>
            Sign Out
          </Button>
        </>
      ) : (
        <>
          <Button component={Link} to="/login" variant="outline" onClick={onNavigate}>
            Log In
          </Button>
          <Button component={Link} to="/claim" onClick={onNavigate}>
            Start Your Claim
          </Button>
        </>
      )}
      <Box my="xs" />
      <InstallButton fullWidth />
    </Stack>
  );
}
