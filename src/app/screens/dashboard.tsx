import { NotBuiltYet } from './not-built-yet.tsx';

export default function DashboardScreen() {
  return <NotBuiltYet title="Dashboard" />;
}
