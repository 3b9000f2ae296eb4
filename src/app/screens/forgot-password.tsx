import { NotBuiltYet } from './not-built-yet.tsx';

export default function ForgotPasswordScreen() {
  return <NotBuiltYet title="Reset your password" />;
}
