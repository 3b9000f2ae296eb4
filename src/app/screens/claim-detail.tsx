import { NotBuiltYet } from './not-built-yet.tsx';

export default function ClaimDetailScreen() {
  return <NotBuiltYet title="Claim details" />;
}
