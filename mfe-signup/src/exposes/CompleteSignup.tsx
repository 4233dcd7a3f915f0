import { SignupPage } from '../features/signup/SignupPage';

/** /complete-signup: the signup steps a logged-in member has left, confirmed or not. */
export default function CompleteSignup() {
  return <SignupPage autoSkip completing />;
}
