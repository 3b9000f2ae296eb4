import { Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { COMPANY } from '../company.ts';

/** The product mark: a paper-plane glyph and the name, linking home. */
export function Logo() {
  return (
    <Link to="/" aria-label={`${COMPANY.product} home`} style={{ textDecoration: 'none', color: 'inherit' }}>
      <Group gap={8} wrap="nowrap">
        <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="8" fill="var(--mantine-color-brand-7)" />
          <path d="M7 16.5 25 8l-5.5 17-4.2-6.3L7 16.5Z" fill="#fff" />
          <path d="m15.3 18.7 9.7-10.7" stroke="var(--mantine-color-brand-7)" strokeWidth="1.6" />
        </svg>
        <Text fw={800} fz="lg" c="brand.8">
          {COMPANY.product}
        </Text>
      </Group>
    </Link>
  );
}
