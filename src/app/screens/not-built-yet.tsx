import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/**
 * A screen whose route exists but whose feature is not released yet. It says so plainly instead
 * of showing a form that does nothing.
 */
export function NotBuiltYet({ title }: { title: string }) {
  return (
    <Container size="sm" py={64}>
      <Stack>
        <Title order={1}>{title}</Title>
        <Alert color="yellow" title="Not available yet">
          This part of Flightclaim is not available in this version yet. You can read about your rights and how
          claims work in the meantime.
        </Alert>
        <Button component={Link} to="/rights/overview" variant="light" w="fit-content">
          Read about your rights
        </Button>
      </Stack>
    </Container>
  );
}
