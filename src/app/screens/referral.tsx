import { NotBuiltYet } from './not-built-yet.tsx';

export default function ReferralScreen() {
  return <NotBuiltYet title="Refer a friend" />;
}
