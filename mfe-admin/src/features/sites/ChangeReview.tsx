import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteChange } from './siteChanges';

/** The audit log's name of a part (`settings.name`) as the form labels it. */
const labelKey = (key: string) => `sites.field.${key.replace(/^settings\./, '').replace(/\./g, '_')}`;

/** A value as an operator reads it: lists joined, yes and no, a template's features that are off. */
function useShowValue() {
  const { t } = useTranslation();
  const show = (value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return value ? t('sites.yes') : t('sites.no');
    if (Array.isArray(value))
      return value.length
        ? value
            .map((entry) => (entry && typeof entry === 'object' && 'name' in entry ? entry.name : show(entry)))
            .join(', ')
        : '—';
    if (typeof value === 'object') {
      const { name, features, mode, threshold } = value as Record<string, unknown>;
      if (features && typeof features === 'object') {
        const off = Object.entries(features).filter(([, on]) => !on);
        return `${String(name)}; ${t('sites.featuresOff')}: ${off.length ? off.map(([feature]) => t(`sites.feature.${feature}`)).join(', ') : '—'}`;
      }
      if (mode !== undefined) return `${t(`sites.moderationMode.${String(mode)}`)}, ${String(threshold)}`;
      return Object.entries(value)
        .map(([key, inner]) => `${t(labelKey(key))}: ${show(inner)}`)
        .join('; ');
    }
    return String(value);
  };
  return show;
}

/**
 * What saving would change, before it is saved: each part with its value before and after, as the audit log will
 * record it. The heading takes the focus, so a screen reader reads the list next.
 */
export function ChangeReview({
  changes,
  saving,
  onSave,
  onBack,
}: {
  changes: SiteChange[];
  saving: boolean;
  onSave: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const show = useShowValue();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card border-primary mb-4" aria-labelledby="review-heading">
      <div className="card-body">
        <h2 className="h5" id="review-heading" tabIndex={-1} ref={heading}>
          {t('sites.review', { count: changes.length })}
        </h2>
        <dl className="row mb-3">
          {changes.map((change) => (
            <div className="col-12 border-bottom py-2" key={change.key}>
              <dt className="fw-semibold">{t(labelKey(change.key))}</dt>
              <dd className="mb-0 text-break">
                <del className="text-body-secondary">{show(change.before)}</del>
                <span aria-hidden="true"> → </span>
                <span className="visually-hidden">{t('sites.becomes')}</span>
                <ins className="text-decoration-none fw-semibold">{show(change.after)}</ins>
              </dd>
            </div>
          ))}
        </dl>
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary" disabled={saving} onClick={onSave}>
            {saving ? t('sites.saving') : t('sites.saveChanges')}
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={onBack}>
            {t('sites.keepEditing')}
          </button>
        </div>
      </div>
    </section>
  );
}
