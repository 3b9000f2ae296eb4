import { NotBuiltYet } from './not-built-yet.tsx';

export default function LoginScreen() {
  return <NotBuiltYet title="Welcome back" />;
}
