// Evaluated on its own by boot.ts before the app (see there).
export { createBrowserHistory, createRouter, RouterProvider } from '@tanstack/react-router';
