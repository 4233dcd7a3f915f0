-- The console speaks every interface locale of the member site (docs/operators.md "Languages"), not only English and
-- Dutch: an operator's language may be any of the seven.
alter table operators drop constraint operators_locale_check;
alter table operators
  add constraint operators_locale_check check (locale in ('en', 'nl', 'de', 'it', 'fr', 'es', 'pl'));
