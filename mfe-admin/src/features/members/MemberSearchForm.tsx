import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  memberSearchEndpoint,
  memberSearchFields,
  memberStates,
  type MemberSearchField,
} from 'shared-contracts/api/admin';
import { queryResolver } from '../../shared/callResolver';
import { InputField, SelectField } from 'shared-ui/fields';
import { useFieldMessage } from '../../shared/fieldMessage';
import type { MemberSearchParams } from './membersApi';

interface SearchValues {
  q: string;
  by: MemberSearchField | 'auto';
  exact: boolean;
  state: string;
}

/** What a search box text most likely is: an address has an @, an id is all digits, anything else is a name. */
export function guessField(text: string): MemberSearchField {
  if (text.includes('@')) return 'email';
  if (/^\d+$/.test(text.trim())) return 'id';
  return 'name';
}

type SearchQuery = Pick<MemberSearchParams, 'q' | 'by' | 'exact' | 'state'>;

/** The search as the call asks it: the field guessed when automatic, exact only for an e-mail address. */
function toQuery(values: SearchValues): SearchQuery {
  const q = values.q.trim();
  const by = values.by === 'auto' ? guessField(q) : values.by;
  return {
    ...(q ? { q, by } : {}),
    ...(q && values.exact && by === 'email' ? { exact: '1' as const } : {}),
    ...(values.state ? { state: values.state as MemberSearchParams['state'] } : {}),
  };
}

/** Checked with the call's own query schema; what is wrong with `exact` is said at the search box. */
const searchResolver = queryResolver(memberSearchEndpoint.query, toQuery, { fieldOf: { exact: 'q' } });

/**
 * The search box (e-mail, name or id; "automatic" guesses from the text) and the state filter; checked with the
 * call's own query schema before anything is asked, so a letter in an id is said at the field.
 */
export function MemberSearchForm({
  current,
  onSearch,
}: {
  current: MemberSearchParams;
  onSearch: (query: SearchQuery) => void;
}) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const form = useForm<SearchValues, unknown, SearchQuery>({
    resolver: searchResolver,
    defaultValues: {
      q: current.q ?? '',
      by: current.by ?? 'auto',
      exact: current.exact === '1',
      state: current.state ?? '',
    },
  });
  const { errors } = form.formState;
  const chosen = form.watch('by');
  const text = form.watch('q');
  const field = chosen === 'auto' ? (text.trim() ? guessField(text) : undefined) : chosen;

  const onSubmit = form.handleSubmit(onSearch);

  return (
    <form
      noValidate
      role="search"
      className="card card-body mb-3"
      aria-label={t('members.search')}
      onSubmit={(event) => void onSubmit(event)}
    >
      <div className="row g-2 align-items-start">
        <div className="col-12 col-lg-5">
          <InputField
            label={t('members.query')}
            type="search"
            autoComplete="off"
            registration={form.register('q')}
            error={fieldMessage(errors.q?.message)}
            hint={field ? t(`members.searchesBy.${field}`) : t('members.queryHint')}
          />
        </div>
        <div className="col-6 col-md-4 col-lg-3">
          <SelectField
            label={t('members.searchIn')}
            registration={form.register('by')}
            error={fieldMessage(errors.by?.message)}
            options={[
              { value: 'auto', label: t('members.field.auto') },
              ...memberSearchFields.map((name) => ({ value: name, label: t(`members.field.${name}`) })),
            ]}
          />
        </div>
        <div className="col-6 col-md-4 col-lg-2">
          <SelectField
            label={t('members.state')}
            registration={form.register('state')}
            error={fieldMessage(errors.state?.message)}
            options={[
              { value: '', label: t('members.anyState') },
              ...memberStates.map((state) => ({ value: state, label: t(`members.stateName.${state}`) })),
            ]}
          />
        </div>
        <div className="col-12 col-md-4 col-lg-2 pt-md-4 mt-md-2">
          <button type="submit" className="btn btn-primary w-100">
            {t('members.searchSubmit')}
          </button>
        </div>
      </div>
      <div className="d-flex flex-wrap gap-3 align-items-center">
        <div className="form-check mb-0">
          <input
            id="member-search-exact"
            type="checkbox"
            className="form-check-input"
            disabled={field !== 'email'}
            {...form.register('exact')}
          />
          <label className="form-check-label" htmlFor="member-search-exact">
            {t('members.exact')}
          </label>
        </div>
        <button
          type="button"
          className="btn btn-link btn-sm px-0"
          onClick={() => {
            form.reset({ q: '', by: 'auto', exact: false, state: '' });
            onSearch({});
          }}
        >
          {t('members.clear')}
        </button>
      </div>
    </form>
  );
}
