import { NotBuiltYet } from './not-built-yet.tsx';

export default function ProfileScreen() {
  return <NotBuiltYet title="Profile settings" />;
}
