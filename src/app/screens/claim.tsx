import { NotBuiltYet } from './not-built-yet.tsx';

export default function ClaimScreen() {
  return <NotBuiltYet title="Start your claim" />;
}
