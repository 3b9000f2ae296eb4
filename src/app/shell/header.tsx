import { Box, Burger, Button, Container, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, startTransition, Suspense, useState, type ComponentPropsWithRef } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { LanguageSwitcher } from '../i18n/language-switcher.tsx';
import { t } from '../i18n/t.ts';
import { GUIDE_LINKS } from '../site-map.ts';
import { useSession } from '../session.tsx';
import { avatarInitial } from './avatar.ts';
import { loadLaterShellChunk } from './later-shell-chunk.ts';
import { loadChunk } from './load-chunk.ts';
import { Logo } from './logo.tsx';
import { usePageReady } from './page-ready.ts';

export { avatarInitial };

// The dropdowns (Mantine Menu and Drawer, with their positioning and scroll-lock code) are their
// own chunks: the page is usable before they arrive. The bell (signed-in people only) loads once the
// page's content is hydrated (page-ready.ts); the rights menu when a hand or the focus reaches its
// button, the drawer on the first tap. Loading the menu with every page cost a first visit about 25 KB
// of code to compile and a Menu to render while the page became usable, on phones too, where the
// desktop navigation is hidden (Lighthouse's blocking time, cold: issue #37).
const RightsMenu = lazy(() => loadChunk(() => import('./rights-menu.tsx')));
const AvatarMenu = lazy(() => loadLaterShellChunk(() => import('./avatar-menu.tsx')));
const MobileMenu = lazy(() => loadLaterShellChunk(() => import('./mobile-menu.tsx')));
const NotificationBell = lazy(() => loadChunk(() => import('../notifications/bell.tsx')));
// Shows only once the browser offers an install (never in the prerendered page): it can wait too.
const InstallButton = lazy(() => loadLaterShellChunk(() => import('./install-button.tsx')));

/**
 * The 'Your Rights' trigger, shown until its menu has loaded and then as the menu's target: it
 * passes on the ref, the handlers and the aria attributes Menu.Target gives it (without them the
 * menu never opens).
 */
export function RightsButton(props: ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton className="nav-link" aria-haspopup="menu" {...props}>
      {t('Your Rights')} ▾
    </UnstyledButton>
  );
}

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
      {t('Need help?')}{' '}
      <Link to="/contact" style={{ color: 'var(--mantine-color-brand-8)', fontWeight: 600 }}>
        {t('Contact Us')}
      </Link>
    </Text>
  );
}

function MainNavigation() {
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's chunk loads on the first tap, then stays mounted so it can animate closed.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const pageReady = usePageReady();
  const { user } = useSession();
  return (
    <>
      <Group gap="xs" className="desktop-only" component="nav" aria-label={t('Main')}>
        <RightsNavigation />
        {GUIDE_LINKS.map((link) => (
          <Link key={link.path} to={link.path} className="nav-link">
            {t(link.title)}
          </Link>
        ))}
        <LanguageSwitcher />
        {pageReady ? (
          <Suspense fallback={null}>
            <InstallButton />
          </Suspense>
        ) : null}
        <AccountActions />
      </Group>
      <Group gap={4} wrap="nowrap" className="mobile-only">
        {pageReady && user ? (
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        ) : null}
        <Burger
          opened={opened}
          onClick={() => {
            setDrawerUsed(true);
            toggle();
          }}
          aria-label={opened ? t('Close menu') : t('Open menu')}
        />
      </Group>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * 'Your Rights': a plain button until a hand or the focus reaches it, then the menu. Pointing at it
 * or focusing it loads the menu; a tap loads it and opens it. A transition, so the button stays
 * (and keeps the focus) while the menu's chunk arrives; the menu's own button then takes the focus.
 */
function RightsNavigation() {
  const [wanted, setWanted] = useState<'load' | 'open' | null>(null);
  const [focused, setFocused] = useState(false);
  const load = () => startTransition(() => setWanted((was) => was ?? 'load'));
  const open = () => startTransition(() => setWanted('open'));
  const onFocus = () => {
    setFocused(true);
    load();
  };
  const button = <RightsButton onPointerEnter={load} onFocus={onFocus} onBlur={() => setFocused(false)} onClick={open} />;
  return <Suspense fallback={button}>{wanted ? <RightsMenu defaultOpened={wanted === 'open'} takeFocus={focused} /> : button}</Suspense>;
}

function AccountActions() {
  const { user, loading } = useSession();
  // Until the stored session is read, show neither state (no "Log In" flash for signed-in people).
  if (loading) return <Box w={200} ms="sm" aria-hidden="true" />;
  if (!user) {
    return (
      <Group gap="xs" ms="sm">
        <Button component={Link} to="/login" variant="outline">
          {t('Log In')}
        </Button>
        <Button component={Link} to="/claim">
          {t('Start Your Claim')}
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="xs" ms="sm">
      <Suspense fallback={null}>
        <NotificationBell />
      </Suspense>
      <Link to="/dashboard" className="nav-link">
        {t('Dashboard')}
      </Link>
      <Suspense fallback={<Box w={38} />}>
        <AvatarMenu user={user} />
      </Suspense>
    </Group>
  );
}
