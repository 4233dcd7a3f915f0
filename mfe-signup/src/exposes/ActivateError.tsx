import { ActivationResultPage } from '../features/activation/ActivationResultPage';

export default function ActivateError() {
  return <ActivationResultPage result="error" />;
}
