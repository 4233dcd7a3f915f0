import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useFormContext,
  type FieldErrors,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { initReactI18next, useTranslation } from 'react-i18next';
import { optionalDateOfBirthField, type GeocodeResponse } from 'shared-contracts/api/signup';
import { renderWithSite } from 'shared-contracts/testing/render';
import {
  AboutTextFields,
  applyPlace,
  DateOfBirthField,
  LocationFields,
  ProfileSelectFields,
  showServerErrors,
  type LocationValues,
  type Translate,
} from '.';

// The words an app's catalog gives these fields (here a stand-in namespace, in two languages).
const words = {
  choose: 'Choose…',
  personal: { birthdate: 'Date of birth', day: 'Day', month: 'Month', year: 'Year' },
  location: { country: 'Country', region: 'Region', city: 'City' },
  fields: { looking_for: { label: 'Looking for', dating: 'Dating' } },
  notes: { about_me: 'About me' },
  validation: {
    date_of_birth_error: 'Enter a real date; at least {{min_age}}',
    max_length: 'Too long',
    not_allowed: 'Not available',
  },
};
beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    ns: ['fields'],
    defaultNS: 'fields',
    resources: {
      en: { fields: words },
      pl: { fields: { ...words, location: { ...words.location, region: 'Region' } } },
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(() => cleanup());

const settings = {
  countries: ['PL', 'NL'],
  region_data: {
    PL: [
      { id: 1, name: 'Mazowieckie' },
      { id: 2, name: 'Łódzkie' },
      { id: 4, name: 'Lubelskie' },
    ],
    NL: [{ id: 5, name: 'Utrecht' }],
  },
  visible_profile_fields: ['city', 'looking_for', 'smoking'],
  visible_profile_notes: ['about_me'],
  allowed_values: { looking_for: ['friendship', 'dating'] },
  minimum_age: 18,
};

/** A form around the fields under test, as an app writes one: FormProvider, the app's `t`, a submit button. */
function TestForm({
  defaults,
  resolver,
  onValid = () => undefined,
  onForm,
  children,
}: {
  defaults: FieldValues;
  resolver?: Resolver<FieldValues>;
  onValid?: (values: FieldValues) => void;
  onForm?: (form: ReturnType<typeof useForm>) => void;
  children: (t: Translate) => ReactNode;
}) {
  const { t } = useTranslation('fields');
  const form = useForm({ defaultValues: defaults, ...(resolver ? { resolver } : {}) });
  onForm?.(form);
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void form.handleSubmit(onValid)(event)} noValidate>
        {children(t)}
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

/** The apps' schema rule for the date, as zodResolver would apply it. */
const dateRule: Resolver<FieldValues> = async (values) =>
  optionalDateOfBirthField(18).safeParse(values.date_of_birth).success
    ? { values, errors: {} }
    : { values: {}, errors: { date_of_birth: { type: 'schema', message: 'date_of_birth_error' } } as FieldErrors };

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

describe('DateOfBirthField', () => {
  test('joins day, month and year into one YYYY-MM-DD value, the selects in the language order', async () => {
    const onValid = jest.fn();
    renderWithSite(
      <TestForm defaults={{ date_of_birth: '' }} resolver={dateRule} onValid={onValid}>
        {(t) => <DateOfBirthField name="date_of_birth" t={t} textPrefix="personal" />}
      </TestForm>,
      { settings },
    );
    expect(screen.getAllByRole('combobox').map((element) => element.getAttribute('aria-label'))).toEqual([
      'Month',
      'Day',
      'Year',
    ]);
    fireEvent.change(select('Day'), { target: { value: '05' } });
    fireEvent.change(select('Month'), { target: { value: '04' } });
    fireEvent.change(select('Year'), { target: { value: '1990' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]?.[0]).toEqual({ date_of_birth: '1990-04-05' });
  });

  test('a date with a part missing shows the rule at the selects, tied to them, and the first one takes the focus', async () => {
    const onValid = jest.fn();
    renderWithSite(
      <TestForm defaults={{ date_of_birth: '1990-04-05' }} resolver={dateRule} onValid={onValid}>
        {(t) => <DateOfBirthField name="date_of_birth" t={t} textPrefix="personal" clearable />}
      </TestForm>,
      { settings },
    );
    expect(select('Year').value).toBe('1990');
    fireEvent.change(select('Day'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText('Enter a real date; at least 18');
    expect(onValid).not.toHaveBeenCalled();
    for (const part of ['Day', 'Month', 'Year']) {
      expect(select(part).getAttribute('aria-invalid')).toBe('true');
      expect(select(part).getAttribute('aria-describedby')).toBe(message.id);
    }
    expect(document.activeElement).toBe(select('Month'));
  });
});

describe('LocationFields', () => {
  test('lists regions alphabetically in the interface language; another country clears the region', async () => {
    await act(() => i18next.changeLanguage('pl'));
    renderWithSite(
      <TestForm defaults={{ country: 'PL', countryregion: 1, city: '' }}>{(t) => <LocationFields t={t} />}</TestForm>,
      { settings },
    );
    expect([...select('Region').options].slice(1).map((option) => option.text)).toEqual([
      'Lubelskie',
      'Łódzkie',
      'Mazowieckie',
    ]);
    expect(select('Region').value).toBe('1');
    fireEvent.change(select('Country'), { target: { value: 'NL' } });
    await waitFor(() => expect(select('Region').value).toBe('0'));
    expect([...select('Region').options].map((option) => option.text)).toEqual(['Choose…', 'Utrecht']);
    await act(() => i18next.changeLanguage('en'));
  });

  test('a geocoded place of an offered country fills country, region and city; another country changes nothing', async () => {
    const place = { current: { country: 'DE', countryregion: 3, city: 'Berlin' } };
    const applied = jest.fn();
    renderWithSite(
      <TestForm defaults={{ country: 'PL', countryregion: 0, city: '' }}>
        {(t) => (
          <>
            <LocationFields t={t} clearable />
            <PlaceButton place={() => place.current} onApplied={applied} />
          </>
        )}
      </TestForm>,
      { settings },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Locate' }));
    await waitFor(() => expect(applied).toHaveBeenLastCalledWith(false));
    expect(select('Country').value).toBe('PL');

    // As after a geocoding call: the region belongs to the new country, whose options are not rendered yet.
    place.current = { country: 'NL', countryregion: 5, city: 'Utrecht' };
    fireEvent.click(screen.getByRole('button', { name: 'Locate' }));
    await waitFor(() => expect(applied).toHaveBeenLastCalledWith(true));
    expect(select('Country').value).toBe('NL');
    expect(select('Region').value).toBe('5');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Utrecht');
  });
});

/** A "use my location" button: applies the place an answer named, after the answer came. */
function PlaceButton({ place, onApplied }: { place: () => GeocodeResponse; onApplied: (applied: boolean) => void }) {
  const { setValue } = useFormContext<LocationValues>();
  const locate = async () => {
    const answer = await Promise.resolve(place());
    onApplied(applyPlace(answer, settings.countries, setValue));
  };
  return (
    <button type="button" onClick={() => void locate()}>
      Locate
    </button>
  );
}

describe('ProfileSelectFields and AboutTextFields', () => {
  test('one select per shown field with allowed values, its values in words; the about-me texts', () => {
    renderWithSite(
      <TestForm defaults={{ fields: { looking_for: 'dating', about_me: 'Hi' } }}>
        {(t) => (
          <>
            <ProfileSelectFields t={t} emptyLabel="Not said" clearable />
            <AboutTextFields t={t} rows={4} />
          </>
        )}
      </TestForm>,
      { settings },
    );
    // smoking is shown but has no allowed values: no select; city is no select field.
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    expect(select('Looking for').value).toBe('dating');
    expect([...select('Looking for').options].map((option) => option.text)).toEqual([
      'Not said',
      'friendship',
      'Dating',
    ]);
    expect((screen.getByLabelText('About me') as HTMLTextAreaElement).value).toBe('Hi');
  });
});

describe('showServerErrors', () => {
  test("puts a 400 answer's fields at the form's fields or the settings fields, and focuses the first", async () => {
    let form = {} as ReturnType<typeof useForm>;
    renderWithSite(
      <TestForm
        defaults={{ country: 'PL', countryregion: 1, city: '', fields: { looking_for: '' } }}
        onForm={(created) => (form = created)}
      >
        {(t) => (
          <>
            <LocationFields t={t} />
            <ProfileSelectFields t={t} emptyLabel="Not said" clearable />
          </>
        )}
      </TestForm>,
      { settings },
    );
    act(() => void showServerErrors(form, { city: 'max_length', looking_for: 'not_allowed' }));
    const city = screen.getByLabelText('City');
    await waitFor(() => expect(city.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(city.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Too long');
    expect(select('Looking for').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Not available')).toBeTruthy();
    expect(document.activeElement).toBe(city);
  });
});
