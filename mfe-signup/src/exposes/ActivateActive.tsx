import { ActivationResultPage } from '../features/activation/ActivationResultPage';

export default function ActivateActive() {
  return <ActivationResultPage result="active" />;
}
