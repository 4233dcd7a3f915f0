// The part of react-hook-form our forms use, shared as the `react-hook-form` singleton (one copy, so a form's
// FormProvider reaches the shared-ui fields inside it): the hooks and FormProvider, plus the helpers
// @hookform/resolvers imports (get, set, appendErrors). Add a name here, to the ESLint list, and release the remotes.
export {
  appendErrors,
  FormProvider,
  get,
  set,
  useController,
  useForm,
  useFormContext,
  useFormState,
  useWatch,
} from 'react-hook-form-browser-build';
