// Evaluated on its own by boot.ts before the app (see there).
export { createRoot, hydrateRoot } from 'react-dom/client';
