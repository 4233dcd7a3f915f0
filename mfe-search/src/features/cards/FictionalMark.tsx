import { useSettings } from '../../app/hooks';

/** The operator's mark for fictional profiles (settings.fictional_icon), explained by settings.fictional_plural. */
export function FictionalMark() {
  const settings = useSettings();
  if (!settings.fictional_icon) return null;
  return (
    <span className="ms-1 text-body-secondary" title={settings.fictional_plural} data-testid="fictional-icon">
      <span aria-hidden="true">{settings.fictional_icon}</span>
      <span className="visually-hidden">{settings.fictional_plural}</span>
    </span>
  );
}
