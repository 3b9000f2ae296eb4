import { NotBuiltYet } from './not-built-yet.tsx';

export default function MyClaimsScreen() {
  return <NotBuiltYet title="My Claims" />;
}
