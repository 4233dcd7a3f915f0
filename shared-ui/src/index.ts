// The profile fields both signup and /profile show, written once: react-hook-form fields used inside the form's
// FormProvider, with the app's own words (see text.ts). A federation singleton, like shared-contracts. The field kit
// is `shared-ui/fields` (Field.tsx), which each remote bundles.
export { AboutTextFields } from './AboutTextFields';
export { DateOfBirthField } from './DateOfBirthField';
export { GenderField } from './GenderField';
export { currentPosition, geolocationPermission, placeFromPosition, type Geocode } from './geolocate';
export { applyPlace, initialCountry, LocationFields, type LocationValues } from './LocationFields';
export { ProfileSelectFields } from './ProfileSelectFields';
export { showServerErrors } from './serverErrors';
export { messageText, type Translate } from './text';
export { ReportDialog, type ReportReason } from './ReportDialog';
export { PhotoState } from './PhotoState';
