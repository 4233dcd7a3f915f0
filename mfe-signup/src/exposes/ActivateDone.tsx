import { ActivationResultPage } from '../features/activation/ActivationResultPage';

export default function ActivateDone() {
  return <ActivationResultPage result="done" />;
}
