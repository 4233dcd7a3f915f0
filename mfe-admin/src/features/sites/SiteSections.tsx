import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { localeCodes } from 'shared-contracts';
import { resellKinds, signupModes, templateFeatureNames, trafficSourceSearchModes } from 'shared-contracts/api';
import type { SiteChoices } from 'shared-contracts/api/admin';
import { CheckField, InputField, SelectField } from 'shared-ui/fields';
import { useFieldMessage } from '../../shared/fieldMessage';
import { errorAt } from '../../shared/formErrors';
import { useCountryName } from '../../shared/countryName';
import { useProfileFieldText } from '../../shared/moderation/profileFieldText';
import { BrandColorField, CheckboxGroupField, CountriesField, LinesField, TradenamesField } from './SiteFields';
import type { SiteUpdateBody } from './sitesApi';

/** What the site form edits, whether the site is new or not. */
export type SiteFormShape = Pick<
  SiteUpdateBody,
  'hosts' | 'origin' | 'is_default' | 'settings' | 'template' | 'moderation'
>;

const niches = [1, 2, 3, 4, 5, 6, 7] as const;

/** A section of the form, with its heading as the anchor of the section list. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card mb-4" aria-labelledby={`${id}-heading`} id={id}>
      <div className="card-body">
        <h2 className="h5 card-title mb-3" id={`${id}-heading`}>
          {title}
        </h2>
        <div className="row g-x-3">{children}</div>
      </div>
    </section>
  );
}

/** Half a row from tablets up, the whole row on a phone. */
const Half = ({ children }: { children: ReactNode }) => <div className="col-12 col-md-6">{children}</div>;

export const siteSectionIds = [
  'address',
  'company',
  'audience',
  'profiles',
  'extras',
  'template',
  'moderation',
] as const;

/** The links to the form's sections, for a long form on a tablet. */
export function SectionLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('sites.sections')} className="mb-3">
      <ul className="nav nav-pills small flex-wrap">
        {siteSectionIds.map((id) => (
          <li className="nav-item" key={id}>
            <a className="nav-link py-1 px-2" href={`#${id}`}>
              {t(`sites.section.${id}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Every part of a site's form, in sections (docs/operators.md "Sites and settings"). Messages come from the shared
 * schema's keys or the server's answer (`errorAt` finds a list's entry's message at the list).
 */
export function SiteSections({ form, choices }: { form: UseFormReturn<SiteFormShape>; choices: SiteChoices }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const countryName = useCountryName();
  const fieldText = useProfileFieldText();
  const { register, control } = form;
  const { errors } = form.formState;
  const error = (path: string) => errorAt(errors, path);
  const tradenames = useWatch({ control, name: 'settings.company_tradenames' }) ?? [];
  const label = (key: string) => t(`sites.field.${key.replace(/\./g, '_')}`);
  const options = (values: readonly (string | number)[], labelOf: (value: string) => string) =>
    values.map((value) => ({ value: String(value), label: labelOf(String(value)) }));
  const text = (path: Parameters<typeof register>[0], key: string, extra: { type?: string; hint?: string } = {}) => (
    <InputField label={label(key)} registration={register(path)} error={fieldMessage(error(path))} {...extra} />
  );

  return (
    <>
      <Section id="address" title={t('sites.section.address')}>
        <Half>
          <LinesField
            control={control}
            name="hosts"
            label={label('hosts')}
            hint={t('sites.hint.hosts')}
            error={error('hosts')}
          />
        </Half>
        <Half>
          <InputField
            label={label('origin')}
            hint={t('sites.hint.origin')}
            registration={register('origin', { setValueAs: (value: string | null) => value || null })}
            error={fieldMessage(error('origin'))}
            inputMode="url"
          />
          <CheckField
            label={label('is_default')}
            hint={t('sites.hint.is_default')}
            registration={register('is_default')}
            error={fieldMessage(error('is_default'))}
          />
        </Half>
      </Section>

      <Section id="company" title={t('sites.section.company')}>
        <Half>{text('settings.name', 'name')}</Half>
        <Half>{text('settings.domain', 'domain')}</Half>
        <Half>{text('settings.email', 'email', { type: 'email' })}</Half>
        <Half>{text('settings.support_email', 'support_email', { type: 'email' })}</Half>
        <Half>{text('settings.support_phone', 'support_phone', { type: 'tel' })}</Half>
        <Half>{text('settings.company_name', 'company_name')}</Half>
        <Half>{text('settings.company_address', 'company_address')}</Half>
        <Half>{text('settings.company_city', 'company_city')}</Half>
        <Half>
          <SelectField
            label={label('company_country')}
            registration={register('settings.company_country')}
            error={fieldMessage(error('settings.company_country'))}
            options={options(choices.countries, countryName)}
          />
        </Half>
        <Half>{text('settings.company_kvk', 'company_kvk')}</Half>
        <Half>
          <LinesField
            control={control}
            name="settings.company_vat_numbers"
            label={label('company_vat_numbers')}
            error={error('settings.company_vat_numbers')}
          />
        </Half>
        <Half>
          <TradenamesField
            control={control}
            name="settings.company_tradenames"
            label={label('company_tradenames')}
            error={error('settings.company_tradenames')}
          />
          <SelectField
            label={label('dmca_tradename')}
            hint={t('sites.hint.dmca_tradename')}
            registration={register('settings.dmca_tradename', { setValueAs: (value: string | null) => value || null })}
            error={fieldMessage(error('settings.dmca_tradename'))}
            options={[
              { value: '', label: t('sites.none') },
              ...tradenames.filter((one) => one.name).map((one) => ({ value: one.name, label: one.name })),
            ]}
          />
        </Half>
      </Section>

      <Section id="audience" title={t('sites.section.audience')}>
        <Half>
          <SelectField
            label={label('domain_language')}
            registration={register('settings.domain_language')}
            error={fieldMessage(error('settings.domain_language'))}
            options={options(localeCodes, (code) => t(`sites.language.${code}`))}
          />
          <SelectField
            label={label('niche')}
            registration={register('settings.niche', { valueAsNumber: true })}
            error={fieldMessage(error('settings.niche'))}
            options={options(niches, (niche) => t(`sites.niche.${niche}`))}
          />
          <InputField
            label={label('minimum_age')}
            type="number"
            min={18}
            max={100}
            registration={register('settings.minimum_age', { valueAsNumber: true })}
            error={fieldMessage(error('settings.minimum_age'))}
          />
          <SelectField
            label={label('signups')}
            registration={register('settings.signups')}
            error={fieldMessage(error('settings.signups'))}
            options={options(signupModes, (mode) => t(`sites.signupMode.${mode}`))}
          />
          <CheckField
            label={label('logged_out_search')}
            registration={register('settings.logged_out_search')}
            error={fieldMessage(error('settings.logged_out_search'))}
          />
          <SelectField
            label={label('logged_out_search_trafficsource')}
            registration={register('settings.logged_out_search_trafficsource')}
            error={fieldMessage(error('settings.logged_out_search_trafficsource'))}
            options={options(trafficSourceSearchModes, (mode) => t(`sites.trafficSourceSearch.${mode}`))}
          />
        </Half>
        <Half>
          <CountriesField
            control={control}
            name="settings.countries"
            label={label('countries')}
            hint={t('sites.hint.countries')}
            error={error('settings.countries')}
            known={choices.countries}
          />
          <CheckField
            label={label('profileSearch.searchAllCountries')}
            registration={register('settings.profileSearch.searchAllCountries')}
            error={fieldMessage(error('settings.profileSearch.searchAllCountries'))}
          />
        </Half>
      </Section>

      <Section id="profiles" title={t('sites.section.profiles')}>
        <div className="col-12">
          <CheckboxGroupField
            control={control}
            name="settings.visible_profile_fields"
            label={label('visible_profile_fields')}
            error={error('settings.visible_profile_fields')}
            options={options(choices.visible_profile_fields, fieldText.label)}
          />
          <CheckboxGroupField
            control={control}
            name="settings.visible_profile_notes"
            label={label('visible_profile_notes')}
            error={error('settings.visible_profile_notes')}
            options={options(choices.visible_profile_notes, fieldText.label)}
          />
          <CheckboxGroupField
            control={control}
            name="settings.search_fields"
            label={label('search_fields')}
            error={error('settings.search_fields')}
            options={options(choices.search_fields, fieldText.label)}
          />
        </div>
        <Half>
          <CheckField
            label={label('profileSearch.profileDetails')}
            registration={register('settings.profileSearch.profileDetails')}
            error={fieldMessage(error('settings.profileSearch.profileDetails'))}
          />
          <CheckField
            label={label('signup.showDots')}
            registration={register('settings.signup.showDots')}
            error={fieldMessage(error('settings.signup.showDots'))}
          />
        </Half>
        <Half>
          {text('settings.fictional_icon', 'fictional_icon')}
          {text('settings.fictional_plural', 'fictional_plural')}
        </Half>
      </Section>

      <Section id="extras" title={t('sites.section.extras')}>
        <Half>
          <InputField
            label={label('message_credits')}
            hint={t('sites.hint.message_credits')}
            type="number"
            min={0}
            registration={register('settings.message_credits', { valueAsNumber: true })}
            error={fieldMessage(error('settings.message_credits'))}
          />
          {text('settings.cdn_prefix', 'cdn_prefix', { hint: t('sites.hint.cdn_prefix') })}
        </Half>
        <Half>
          <CheckboxGroupField
            control={control}
            name="settings.member_resell"
            label={label('member_resell')}
            hint={t('sites.hint.member_resell')}
            error={error('settings.member_resell')}
            options={options(resellKinds, (kind) => t(`sites.resell.${kind}`))}
          />
        </Half>
      </Section>

      <Section id="template" title={t('sites.section.template')}>
        <Half>{text('template.name', 'template.name')}</Half>
        <Half>
          <BrandColorField
            control={control}
            name="settings.brand_color"
            label={label('brand_color')}
            hint={t('sites.hint.brand_color')}
            error={error('settings.brand_color')}
          />
        </Half>
        <div className="col-12">
          <fieldset>
            <legend className="form-label fs-6">{label('template.features')}</legend>
            <div className="row">
              {templateFeatureNames.map((feature) => (
                <div className="col-12 col-sm-6 col-lg-4" key={feature}>
                  <CheckField
                    label={t(`sites.feature.${feature}`)}
                    registration={register(`template.features.${feature}`)}
                    error={fieldMessage(error(`template.features.${feature}`))}
                  />
                </div>
              ))}
            </div>
          </fieldset>
        </div>
      </Section>

      <Section id="moderation" title={t('sites.section.moderation')}>
        <Half>
          <SelectField
            label={label('moderation.mode')}
            registration={register('moderation.mode')}
            error={fieldMessage(error('moderation.mode'))}
            options={options(['post', 'pre'], (mode) => t(`sites.moderationMode.${mode}`))}
          />
        </Half>
        <Half>
          <InputField
            label={label('moderation.threshold')}
            hint={t('sites.hint.threshold')}
            type="number"
            min={0}
            max={1}
            step={0.05}
            registration={register('moderation.threshold', { valueAsNumber: true })}
            error={fieldMessage(error('moderation.threshold'))}
          />
        </Half>
      </Section>
    </>
  );
}
