// Evaluated on its own by boot.ts before the app (see there).
export { MantineProvider } from '@mantine/core';
