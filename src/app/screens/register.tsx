import { NotBuiltYet } from './not-built-yet.tsx';

export default function RegisterScreen() {
  return <NotBuiltYet title="Create your account" />;
}
