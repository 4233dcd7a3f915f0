// The steps after the account (1–5 and 7): one chunk, out of the first paint of /signup (SignupWizard.tsx).
export { AboutStep } from './AboutStep';
export { CompleteStep } from './CompleteStep';
export { LocationStep } from './LocationStep';
export { PersonalStep } from './PersonalStep';
export { PhotoStep } from './PhotoStep';
export { PushStep } from './PushStep';
