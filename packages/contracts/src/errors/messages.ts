/**
 * The error catalogue (spec sections 5 and 8). The server answers with these texts in the language of
 * the `user-language` header; the web app shows the same texts for the same codes.
 * Keys are stable machine codes; the Norwegian texts quoted by the spec are used as written.
 */
export const ERROR_MESSAGES_NB = {
  generic: 'En feil har oppstått. Prøv på nytt eller kontakt kundeservice.',
  unauthorized: 'Du har ikke tilgang',
  forbidden: 'Du har ikke tilgang',
  session_expired: 'Økten din er utløpt. Logg inn på nytt.',
  page_not_found: 'Fant ikke siden.',
  not_found: 'Fant ikke det du lette etter.',
  conversation_not_found: 'Fant ikke samtalen.',
  template_not_found: 'Fant ikke malen.',
  wrong_credentials: 'Feil brukernavn eller passord.',
  old_password_incorrect: 'Det gamle passordet er feil.',
  invalid_invitation: 'Invitasjonen er ugyldig eller utløpt.',
  invalid_reset_key: 'Lenken for å tilbakestille passordet er ugyldig eller utløpt.',
  invalid_login_token: 'Innloggingsskjemaet er utløpt. Last inn siden på nytt og prøv igjen.',
  invalid_one_time_token: 'Innloggingslenken er ugyldig eller allerede brukt.',
  email_taken: 'Det finnes allerede en bruker med denne e-postadressen.',
  validation_failed: 'Noen felt er ikke riktig utfylt.',
  invalid_json: 'Forespørselen kunne ikke leses.',
  payload_too_large: 'Forespørselen er for stor.',
  file_too_big: 'Filen er for stor. Største tillatte størrelse er 1 MB.',
  illegal_file_type: 'Ulovlig filtype.',
  account_deactivated: 'Kontoen er deaktivert og har ingen pakker.',
  account_header_missing: 'Velg en konto først.',
  package_required: 'Du trenger pakken {name}.',
  terms_not_accepted: 'Du må godta vilkårene, databehandleravtalen og personvernerklæringen.',
  too_many_requests: 'For mange forespørsler. Vent litt og prøv igjen.',
  too_many_login_attempts: 'For mange mislykkede innlogginger. Vent {minutes} minutter og prøv igjen.',
  service_unavailable: 'Tjenesten er midlertidig utilgjengelig. Prøv igjen om litt.',
  visitor_offline_no_email:
    'Meldingen kan ikke sendes fordi den besøkende er offline og ikke har lagt igjen en e-postadresse.',
  agent_not_in_account: 'Agenten er ikke bruker på denne kontoen.',
  invalid_image: 'Bildet må være et jpg- eller png-bilde lastet opp i denne samtalen.',
  api_key_invalid: 'API-nøkkelen er ukjent eller trukket tilbake.',
  order_not_found: 'Fant ikke ordren.',
  invalid_csv: 'Filen kunne ikke leses som CSV.',
  csv_columns_missing: 'CSV-filen mangler kolonnene {columns}.',
  batch_too_large: 'For mange hendelser i én forespørsel. Største tillatte antall er {max}.',
  ignored_by_list: 'E-postadressen står på ignorerlisten og ble ikke lagret.',
  product_not_found: 'Fant ikke produktet.',
  last_owner: 'Kontoen må ha minst én eier. Gjør en annen bruker til eier først.',
  already_member: 'Denne personen er allerede bruker på kontoen.',
  search_widget_not_found: 'Fant ikke søkewidgeten.',
  dead_job_not_found:
    'Fant ikke jobben blant jobbene som er gitt opp. Den kan allerede være satt i kø igjen.',
  discount_not_found: 'Fant ikke rabattkoden.',
  discount_in_use: 'Koden er brukt på ordrer og kan ikke slettes. Arkiver den i stedet.',
  discount_not_template: 'Koden er ikke en malkode. Slå på «Lag unike koder automatisk» for koden først.',
  unknown_code_not_found: 'Fant ikke den ukjente koden.',
  unique_code_batch_not_found: 'Fant ikke kjøringen som lager unike koder.',
  discount_checks_slowed:
    'For mange ukjente rabattkoder fra denne adressen. Vent {seconds} sekunder og prøv igjen.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES_NB;

export const ERROR_MESSAGES_EN: Record<ErrorCode, string> = {
  generic: 'An error has occurred. Try again or contact customer service.',
  unauthorized: 'You do not have access',
  forbidden: 'You do not have access',
  session_expired: 'Your session has expired. Log in again.',
  page_not_found: 'Page not found.',
  not_found: 'Item not found.',
  conversation_not_found: 'Conversation not found.',
  template_not_found: 'Template not found.',
  wrong_credentials: 'Wrong username or password.',
  old_password_incorrect: 'The old password is incorrect.',
  invalid_invitation: 'The invitation is invalid or has expired.',
  invalid_reset_key: 'The password reset link is invalid or has expired.',
  invalid_login_token: 'The login form has expired. Reload the page and try again.',
  invalid_one_time_token: 'The sign-in link is invalid or has already been used.',
  email_taken: 'A user with this e-mail address already exists.',
  validation_failed: 'Some fields are not filled in correctly.',
  invalid_json: 'The request could not be read.',
  payload_too_large: 'The request is too large.',
  file_too_big: 'The file is too big. The largest allowed size is 1 MB.',
  illegal_file_type: 'Illegal file type.',
  account_deactivated: 'Account deactivated with no packages.',
  account_header_missing: 'Choose an account first.',
  package_required: 'You need the {name} package.',
  terms_not_accepted: 'You must accept the terms, the data processing agreement and the privacy policy.',
  too_many_requests: 'Too many requests. Wait a little and try again.',
  too_many_login_attempts: 'Too many failed sign-ins. Wait {minutes} minutes and try again.',
  service_unavailable: 'The service is temporarily unavailable. Try again shortly.',
  visitor_offline_no_email:
    'The message cannot be sent because the visitor is offline and left no e-mail address.',
  agent_not_in_account: 'The agent is not a user of this account.',
  invalid_image: 'The image must be a jpg or png image uploaded to this conversation.',
  api_key_invalid: 'The API key is unknown or has been revoked.',
  order_not_found: 'Order not found.',
  invalid_csv: 'The file could not be read as CSV.',
  csv_columns_missing: 'The CSV file lacks the columns {columns}.',
  batch_too_large: 'Too many events in one request. The largest allowed number is {max}.',
  ignored_by_list: 'The e-mail address is on the ignore list and was not stored.',
  product_not_found: 'Product not found.',
  last_owner: 'The account must have at least one owner. Make another user an owner first.',
  already_member: 'This person is already a user of the account.',
  search_widget_not_found: 'Search widget not found.',
  dead_job_not_found: 'No given-up job has this id. It may already be queued again.',
  discount_not_found: 'Discount code not found.',
  discount_in_use: 'The code has been used on orders and cannot be deleted. Archive it instead.',
  discount_not_template: 'The code is not a template. Turn on "Auto-create unique codes" for it first.',
  unknown_code_not_found: 'Unknown code not found.',
  unique_code_batch_not_found: 'The run that makes unique codes was not found.',
  discount_checks_slowed:
    'Too many unknown discount codes from this address. Wait {seconds} seconds and try again.',
};

/** Field-level validation messages (spec section 5), referenced by key from the zod schemas. */
export const FIELD_MESSAGES_NB = {
  field_empty: 'Feltet må fylles ut.',
  invalid_email: 'Ugyldig e-postadresse.',
  invalid_ip: 'Ugyldig IP-adresse.',
  too_short: 'Må inneholde mer enn 3 tegn',
  password_empty: 'Skriv inn et passord.',
  password_too_short: 'Passordet må ha minst 8 tegn.',
  passwords_do_not_match: 'Passordene er ikke like.',
  name_required_for_invitation: 'Fornavn og etternavn må fylles ut for å invitere.',
  all_agreements_required: 'Du må godta alle tre avtalene.',
  invalid_value: 'Ugyldig verdi.',
  too_long: 'Teksten er for lang.',
  unknown_field: 'Feltet er ikke tillatt.',
  invalid_image: 'Bildet må være et jpg- eller png-bilde lastet opp i denne samtalen.',
  invalid_amount: 'Beløpet må være et tall med høyst to desimaler.',
  currency_not_supported: 'Bare NOK støttes.',
  invalid_date: 'Ugyldig dato.',
  period_reversed: 'Fra-datoen må være før eller lik til-datoen.',
  period_too_long: 'Perioden kan være høyst 731 dager.',
  filter_operator_not_allowed: 'Dette filteret kan ikke brukes på denne kolonnen.',
  retention_days_range: 'Skriv et antall dager fra 30 til 3650, eller la feltet stå tomt for å beholde.',
  cart_abandoned_minutes_range: 'Skriv et helt antall minutter fra 5 til 10080 (7 dager).',
  emails_do_not_match: 'E-postadressene er ikke like.',
  invalid_color: 'Fargen må være en hex-kode, for eksempel #1f6feb.',
  invalid_org_number: 'Organisasjonsnummeret må ha 9 siffer.',
  invalid_postcode: 'Postnummeret må ha 4 siffer.',
  invalid_phone: 'Ugyldig telefonnummer.',
  invalid_url: 'Ugyldig nettadresse. Den må begynne med http:// eller https://.',
  invalid_time: 'Klokkeslettet må skrives som TT:MM.',
  hours_reversed: 'Fra-tiden må være før til-tiden.',
  trial_end_in_past: 'Sluttdatoen kan ikke være tilbake i tid.',
  trial_end_too_far: 'Sluttdatoen kan være høyst to år fram i tid.',
  keyword_empty: 'Søkeordet kan ikke være tomt.',
  keyword_duplicate: 'Søkeordet finnes allerede.',
  synonym_empty: 'Søkeordet og synonymet kan ikke være tomme.',
  synonym_duplicate: 'Synonymet finnes allerede.',
  phrase_required: 'Skriv inn en søkefrase.',
  phrase_duplicate: 'Søkefrasen har allerede et egendefinert resultat.',
  product_listed_twice: 'Produktet står to ganger i listen.',
  product_included_and_excluded: 'Et produkt kan ikke både vises og skjules.',
  unknown_products: 'Produktet finnes ikke i katalogen.',
  search_field_required: 'Minst ett felt må ha vekt over 0.',
  invalid_widget_id: 'Id-en kan bare inneholde bokstaver, @, - og sifre.',
  widget_id_taken: 'Id-en er allerede i bruk.',
  search_text_too_short: 'Søketeksten må være lengre enn 1 tegn.',
  user_data_too_large: 'Innstillingene er for store til å lagres (høyst 16 kB).',
  user_data_too_deep: 'Innstillingene har for mange nivåer (høyst 8).',
  invalid_image_address:
    'Bildet må være en nettadresse som begynner med http:// eller https://, eller et bilde du har lastet opp.',
  canned_title_duplicate: 'Det finnes allerede et hurtigsvar med denne tittelen.',
  discount_name_required: 'Rabatten må ha et navn.',
  discount_code_required: 'Rabatten må ha en kode.',
  discount_amount_required: 'Rabatten må ha et beløp.',
  discount_template_required: 'Velg en malkode å klone de unike kodene fra.',
  discount_code_invalid: 'Koden kan bare ha bokstaver, sifre, - og _, og høyst 64 tegn.',
  discount_code_taken: 'Koden finnes allerede på kontoen.',
  discount_amount_positive: 'Beløpet må være større enn 0.',
  discount_percent_range: 'Prosenten kan være høyst 100.',
  discount_limit_range: 'Grensen må være et helt tall fra 1 og oppover, eller stå tom.',
  discount_count_range: 'Antallet må være et helt tall fra 1 til 100 000.',
  discount_kind_locked: 'En malkode med unike koder kan ikke gjøres om til en vanlig kode.',
} as const;

export type FieldMessageKey = keyof typeof FIELD_MESSAGES_NB;

export const FIELD_MESSAGES_EN: Record<FieldMessageKey, string> = {
  field_empty: 'The field must be filled in.',
  invalid_email: 'Invalid e-mail address.',
  invalid_ip: 'Invalid IP address.',
  too_short: 'Must contain more than 3 characters',
  password_empty: 'Enter a password.',
  password_too_short: 'The password must have at least 8 characters.',
  passwords_do_not_match: 'The passwords do not match.',
  name_required_for_invitation: 'First and last name are required to invite.',
  all_agreements_required: 'You must accept all three agreements.',
  invalid_value: 'Invalid value.',
  too_long: 'The text is too long.',
  unknown_field: 'The field is not allowed.',
  invalid_image: 'The image must be a jpg or png image uploaded to this conversation.',
  invalid_amount: 'The amount must be a number with at most two decimals.',
  currency_not_supported: 'Only NOK is supported.',
  invalid_date: 'Invalid date.',
  period_reversed: 'The from date must be on or before the to date.',
  period_too_long: 'The period can be at most 731 days.',
  filter_operator_not_allowed: 'This filter cannot be used on this column.',
  retention_days_range: 'Enter a number of days from 30 to 3650, or leave the field empty to keep.',
  cart_abandoned_minutes_range: 'Enter a whole number of minutes from 5 to 10080 (7 days).',
  emails_do_not_match: 'The e-mail addresses do not match.',
  invalid_color: 'The colour must be a hex code, for example #1f6feb.',
  invalid_org_number: 'The organisation number must have 9 digits.',
  invalid_postcode: 'The postcode must have 4 digits.',
  invalid_phone: 'Invalid phone number.',
  invalid_url: 'Invalid web address. It must start with http:// or https://.',
  invalid_time: 'The time must be written as HH:MM.',
  hours_reversed: 'The from time must be before the to time.',
  trial_end_in_past: 'The end date cannot be in the past.',
  trial_end_too_far: 'The end date can be at most two years ahead.',
  keyword_empty: 'The search word must not be empty.',
  keyword_duplicate: 'The search word already exists.',
  synonym_empty: 'The search word and synonym must not be empty.',
  synonym_duplicate: 'The synonym already exists.',
  phrase_required: 'Enter a search phrase.',
  phrase_duplicate: 'The search phrase already has a custom result.',
  product_listed_twice: 'The product is listed twice.',
  product_included_and_excluded: 'A product cannot be both shown and hidden.',
  unknown_products: 'The product is not in the catalogue.',
  search_field_required: 'At least one field must have a weight above 0.',
  invalid_widget_id: 'The id may contain only letters, @, - and digits.',
  widget_id_taken: 'The id is already in use.',
  search_text_too_short: 'The search text must be longer than 1 character.',
  user_data_too_large: 'The settings are too large to be saved (at most 16 kB).',
  user_data_too_deep: 'The settings have too many levels (at most 8).',
  invalid_image_address:
    'The image must be an address starting with http:// or https://, or an image you uploaded.',
  canned_title_duplicate: 'A quick reply with this title already exists.',
  discount_name_required: 'The discount must have a name.',
  discount_code_required: 'The discount must have a code.',
  discount_amount_required: 'The discount must have an amount.',
  discount_template_required: 'Choose a template code to clone the unique codes from.',
  discount_code_invalid: 'The code may have only letters, digits, - and _, and at most 64 characters.',
  discount_code_taken: 'The code already exists in the account.',
  discount_amount_positive: 'The amount must be greater than 0.',
  discount_percent_range: 'The percentage can be at most 100.',
  discount_limit_range: 'The limit must be a whole number from 1 up, or empty.',
  discount_count_range: 'The number must be a whole number from 1 to 100 000.',
  discount_kind_locked: 'A template with unique codes cannot be turned into an ordinary code.',
};

export const LANGUAGES = ['nb', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The `user-language` header: 'no', 'nb' and 'nn' mean Norwegian; 'en' English; anything else Norwegian. */
export function languageFromHeader(value: string | null | undefined): Language {
  const tag = (value ?? '').trim().toLowerCase().slice(0, 2);
  return tag === 'en' ? 'en' : 'nb';
}

function fill(template: string, params?: Record<string, string | number>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

export function errorMessage(
  code: ErrorCode,
  language: Language = 'nb',
  params?: Record<string, string | number>,
): string {
  const table = language === 'en' ? ERROR_MESSAGES_EN : ERROR_MESSAGES_NB;
  return fill(table[code], params);
}

export function isFieldMessageKey(key: string): key is FieldMessageKey {
  return key in FIELD_MESSAGES_NB;
}

/** A schema issue's message is a field message key; unknown keys fall back to the generic 'invalid value'. */
export function fieldMessage(key: string, language: Language = 'nb'): string {
  const table = language === 'en' ? FIELD_MESSAGES_EN : FIELD_MESSAGES_NB;
  return isFieldMessageKey(key) ? table[key] : table.invalid_value;
}
