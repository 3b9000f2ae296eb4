// The /claim route: the five-step claim wizard (spec §2). Its parts live in ./claim/.
import { ClaimWizard } from './claim/wizard.tsx';

export default function ClaimScreen() {
  return <ClaimWizard />;
}
