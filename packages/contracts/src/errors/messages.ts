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
  component_not_found: 'Fant ikke komponenten.',
  font_not_found: 'Fant ikke skriften.',
  font_default_locked: 'Standardskrifter kan ikke fjernes.',
  campaign_not_found: 'Fant ikke kampanjen.',
  flow_not_found: 'Fant ikke flyten.',
  popup_not_found: 'Fant ikke popupen.',
  popup_variant_not_found: 'Fant ikke varianten.',
  popup_no_design: 'Popupen kan ikke aktiveres før den har et design.',
  popup_variants_max: 'En popup kan ha høyst 4 varianter.',
  popup_last_variant: 'Den siste varianten kan ikke slettes.',
  popup_not_active: 'Popupen vises ikke nå.',
  content_page_not_found: 'Fant ikke siden.',
  content_version_not_found: 'Fant ikke versjonen.',
  content_nothing_to_publish: 'Siden har ikke noe innhold å publisere.',
  flow_invalid: 'Flyten kan ikke aktiveres før alle feil i den er rettet.',
  flow_active_invalid: 'En aktiv flyt kan ikke lagres med feil. Rett feilene, eller deaktiver flyten først.',
  campaign_not_editable: 'Kampanjen er sendt eller sendes nå og kan ikke endres.',
  campaign_state: 'Kampanjen kan ikke {action} slik den står nå ({status}).',
  campaign_template_empty: 'Malen har ikke noe innhold ennå. Lag designet i byggeren først.',
  campaign_no_recipients: 'Ingen mottakere: ingen i målgruppen har samtykket og er ikke sperret.',
  campaign_schedule_past: 'Tidspunktet må være fram i tid.',
  template_render_failed: 'Malen kunne ikke fylles ut med denne ordren. Sjekk flettekodene og prøv igjen.',
  wrong_credentials: 'Feil brukernavn eller passord.',
  old_password_incorrect: 'Det gamle passordet er feil.',
  invalid_invitation: 'Invitasjonen er ugyldig eller utløpt.',
  invalid_reset_key: 'Lenken for å tilbakestille passordet er ugyldig eller utløpt.',
  invalid_login_token: 'Innloggingsskjemaet er utløpt. Last inn siden på nytt og prøv igjen.',
  invalid_one_time_token: 'Innloggingslenken er ugyldig eller allerede brukt.',
  consent_link_invalid:
    'Lenken virker ikke. Den kan være for gammel, eller påmeldingen er endret siden. Meld deg på igjen i butikken.',
  email_taken: 'Det finnes allerede en bruker med denne e-postadressen.',
  validation_failed: 'Noen felt er ikke riktig utfylt.',
  invalid_json: 'Forespørselen kunne ikke leses.',
  payload_too_large: 'Forespørselen er for stor.',
  json_too_deep: 'Innholdet har for mange nivåer inni hverandre (høyst {max}). Forenkle det og prøv igjen.',
  file_too_big: 'Filen er for stor. Største tillatte størrelse er 1 MB.',
  illegal_file_type: 'Ulovlig filtype.',
  design_images_full: 'Kontoen har 500 bilder til design, som er det meste den kan ha.',
  image_not_found: 'Fant ikke bildet.',
  shared_library_read_only: 'Det delte filbiblioteket kan ikke endres.',
  account_deactivated: 'Kontoen er deaktivert og har ingen pakker.',
  account_header_missing: 'Velg en konto først.',
  package_required: 'Du trenger pakken {name}.',
  terms_not_accepted: 'Du må godta vilkårene, databehandleravtalen og personvernerklæringen.',
  too_many_requests: 'For mange forespørsler. Vent litt og prøv igjen.',
  too_many_login_attempts: 'For mange mislykkede innlogginger. Vent {minutes} minutter og prøv igjen.',
  popup_submit_limit: 'Det er sendt inn for mange påmeldinger herfra. Prøv igjen senere.',
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
  recommendation_not_found: 'Fant ikke anbefalingen.',
  recommendation_template_not_found: 'Fant ikke malen.',
  recommendation_template_dealer_owned:
    'Malen eies av forhandleren og kan ikke endres eller slettes her. Dupliser den for å få en kopi du kan endre.',
  recommendation_template_in_use:
    'Malen kan ikke slettes fordi disse widgetene bruker den: {widgets}. Velg en annen mal for dem først.',
  recommendation_template_kind_in_use:
    'Typen kan ikke endres fordi disse widgetene bruker malen: {widgets}. Velg en annen mal for dem først.',
  recommendation_template_version_not_found: 'Fant ikke denne versjonen av malen.',
  recommendation_dealer_owned:
    'Anbefalingen eies av forhandleren og kan ikke endres eller slettes her. Dupliser den for å få en kopi du kan endre.',
  dealer_not_found: 'Fant ikke forhandleren.',
  dead_job_not_found:
    'Fant ikke jobben blant jobbene som er gitt opp. Den kan allerede være satt i kø igjen.',
  discount_not_found: 'Fant ikke rabattkoden.',
  discount_in_use: 'Koden er brukt på ordrer og kan ikke slettes. Arkiver den i stedet.',
  discount_not_template: 'Koden er ikke en malkode. Slå på «Lag unike koder automatisk» for koden først.',
  unknown_code_not_found: 'Fant ikke den ukjente koden.',
  unique_code_batch_not_found: 'Fant ikke kjøringen som lager unike koder.',
  discount_checks_slowed:
    'For mange ukjente rabattkoder fra denne adressen. Vent {seconds} sekunder og prøv igjen.',
  contact_not_found: 'Fant ikke kontakten.',
  transactional_forbidden: 'Du har ikke tilgang til å endre om malen er transaksjonell.',
  segment_not_found: 'Fant ikke segmentet.',
  contact_import_no_email_column: 'Filen må ha en kolonne som heter «e-post» (eller «email»).',
  contact_import_too_many_rows: 'Filen har for mange rader. Del den opp i filer med høyst 50 000 rader.',
  content_schedule_overlap:
    'Tidsrommet overlapper med en annen blokk på samme plassering: «{name}» ({from}–{to}).',
  content_default_taken: 'Plasseringen har allerede en standardblokk: «{name}». Gi denne blokken et tidsrom.',
  countdown_end_invalid:
    'Nedtellingen har en sluttid som ikke kan leses. Velg dag og tid i nedtellingens innstillinger og lagre på nytt.',
  test_recipient_not_allowed:
    'Testutsendelser kan bare gå til kontoens brukere og adresser kontoen har bekreftet.',
  test_send_quota_reached:
    'Kontoen har brukt alle {limit} testutsendelsene i dag. Du kan sende flere i morgen.',
  address_verification_invalid:
    'Lenken virker ikke. Den kan være for gammel eller allerede brukt. Be om en ny lenke i Butikkpanel.',
  app_not_connected: 'Appen er ikke koblet til.',
  app_key_rejected: '{service} godtok ikke nøkkelen: {reason}',
  app_service_unreachable: 'Fikk ikke svar fra {service}. Prøv igjen om litt.',
  app_service_failed: '{service} svarte med en feil: {reason}',
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
  component_not_found: 'Component not found.',
  font_not_found: 'Font not found.',
  font_default_locked: 'A default font cannot be removed.',
  campaign_not_found: 'Campaign not found.',
  flow_not_found: 'Flow not found.',
  popup_not_found: 'Popup not found.',
  popup_variant_not_found: 'Variant not found.',
  popup_no_design: 'The popup cannot be activated before it has a design.',
  popup_variants_max: 'A popup can have at most 4 variants.',
  popup_last_variant: 'The last variant cannot be deleted.',
  popup_not_active: 'The popup is not shown now.',
  content_page_not_found: 'Page not found.',
  content_version_not_found: 'Version not found.',
  content_nothing_to_publish: 'The page has no content to publish.',
  flow_invalid: 'The flow cannot be activated until every error in it is fixed.',
  flow_active_invalid: 'An active flow cannot be saved with errors. Fix them, or deactivate the flow first.',
  campaign_not_editable: 'The campaign has been sent or is being sent and cannot be changed.',
  campaign_state: 'The campaign cannot {action} as it stands ({status}).',
  campaign_template_empty: 'The template has no content yet. Make the design in the builder first.',
  campaign_no_recipients: 'No recipients: nobody in the audience has consented without being suppressed.',
  campaign_schedule_past: 'The time must be in the future.',
  template_render_failed:
    'The template could not be filled in with this order. Check the merge tags and try again.',
  wrong_credentials: 'Wrong username or password.',
  old_password_incorrect: 'The old password is incorrect.',
  invalid_invitation: 'The invitation is invalid or has expired.',
  invalid_reset_key: 'The password reset link is invalid or has expired.',
  invalid_login_token: 'The login form has expired. Reload the page and try again.',
  invalid_one_time_token: 'The sign-in link is invalid or has already been used.',
  consent_link_invalid:
    'The link does not work. It may be too old, or the signup has changed since. Sign up again in the shop.',
  email_taken: 'A user with this e-mail address already exists.',
  validation_failed: 'Some fields are not filled in correctly.',
  invalid_json: 'The request could not be read.',
  payload_too_large: 'The request is too large.',
  json_too_deep: 'The content nests too many levels (at most {max}). Simplify it and try again.',
  file_too_big: 'The file is too big. The largest allowed size is 1 MB.',
  illegal_file_type: 'Illegal file type.',
  design_images_full: 'The account has 500 design images, which is the most it can have.',
  image_not_found: 'Image not found.',
  shared_library_read_only: 'The shared file library cannot be changed.',
  account_deactivated: 'Account deactivated with no packages.',
  account_header_missing: 'Choose an account first.',
  package_required: 'You need the {name} package.',
  terms_not_accepted: 'You must accept the terms, the data processing agreement and the privacy policy.',
  too_many_requests: 'Too many requests. Wait a little and try again.',
  too_many_login_attempts: 'Too many failed sign-ins. Wait {minutes} minutes and try again.',
  popup_submit_limit: 'Too many signups have been sent from here. Try again later.',
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
  recommendation_not_found: 'Recommendation not found.',
  recommendation_template_not_found: 'Template not found.',
  recommendation_template_dealer_owned:
    'The template belongs to the dealer and cannot be changed or deleted here. Duplicate it to get a copy you can change.',
  recommendation_template_in_use:
    'The template cannot be deleted because these widgets use it: {widgets}. Choose another template for them first.',
  recommendation_template_kind_in_use:
    'The kind cannot change because these widgets use the template: {widgets}. Choose another template for them first.',
  recommendation_template_version_not_found: 'This version of the template was not found.',
  recommendation_dealer_owned:
    'The recommendation belongs to the dealer and cannot be changed or deleted here. Duplicate it to get a copy you can change.',
  dealer_not_found: 'Dealer not found.',
  dead_job_not_found: 'No given-up job has this id. It may already be queued again.',
  discount_not_found: 'Discount code not found.',
  discount_in_use: 'The code has been used on orders and cannot be deleted. Archive it instead.',
  discount_not_template: 'The code is not a template. Turn on "Auto-create unique codes" for it first.',
  unknown_code_not_found: 'Unknown code not found.',
  unique_code_batch_not_found: 'The run that makes unique codes was not found.',
  discount_checks_slowed:
    'Too many unknown discount codes from this address. Wait {seconds} seconds and try again.',
  contact_not_found: 'Contact not found.',
  transactional_forbidden: 'No permission to change transaction.',
  segment_not_found: 'Segment not found.',
  contact_import_no_email_column: 'The file must have a column named "email" (or "e-post").',
  contact_import_too_many_rows: 'The file has too many rows. Split it into files of at most 50,000 rows.',
  content_schedule_overlap:
    'The period overlaps another block in the same placement: "{name}" ({from}–{to}).',
  content_default_taken: 'The placement already has a default block: "{name}". Give this block a period.',
  countdown_end_invalid:
    "The countdown's end cannot be read. Choose the day and time in the countdown's settings and save again.",
  test_recipient_not_allowed:
    "Test sends can only go to the account's users and addresses the account has verified.",
  test_send_quota_reached: 'The account has used all {limit} test sends today. You can send more tomorrow.',
  address_verification_invalid:
    'The link does not work. It may be too old or already used. Ask for a new link in Butikkpanel.',
  app_not_connected: 'The app is not connected.',
  app_key_rejected: '{service} did not accept the key: {reason}',
  app_service_unreachable: 'No answer from {service}. Try again in a little while.',
  app_service_failed: '{service} answered with an error: {reason}',
};

/** Field-level validation messages (spec section 5), referenced by key from the zod schemas. */
export const FIELD_MESSAGES_NB = {
  flow_email_required: 'Velg en e-post for dette steget.',
  flow_event_values_required: 'Hendelsen må ha minst én verdi.',
  flow_not_combinable: 'Denne regelen eller dette steget kan ikke kombineres med den valgte hendelsen.',
  flow_email_wrong_type: 'Denne typen e-post passer ikke til flytens start. Velg en e-post av riktig type.',
  flow_step_not_created: 'Et steg må opprettes før du legger til et nytt.',
  flow_no_steps: 'Flyten må ha minst ett steg etter start.',
  flow_template_not_found: 'Den valgte e-posten finnes ikke lenger. Velg en annen.',
  discount_template_not_found:
    'Den valgte rabattkoden finnes ikke, eller er ikke en mal for unike koder. Velg en annen.',
  flow_broken: 'Flyten henger ikke sammen: et steg mangler eller brukes to ganger.',
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
  search_template_not_search: 'Malen er ikke en søkemal. Velg en av søkemalene i listen.',
  recommendation_template_unknown: 'Malen finnes ikke. Velg en av malene i listen.',
  recommendation_template_shop_only:
    'Malen er laget for butikken og kan ikke brukes i e-post. Velg en e-postmal.',
  recommendation_template_email_only:
    'Malen er laget for e-post og kan ikke brukes i butikken. Velg en butikkmal.',
  recommendation_products_range: 'Antall produkter må være et helt tall fra 1 til 50.',
  recommendation_per_row_range: 'Produkter per rad må være et helt tall fra 1 til 6.',
  recommendation_manual_required: 'En manuell liste må ha minst ett produkt.',
  recommendation_manual_too_many: 'En manuell liste kan ha høyst 50 produkter.',
  recommendation_hidden_too_many: 'Du kan skjule høyst 1000 produkter.',
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
  contact_exists: 'Det finnes allerede en kontakt med denne e-postadressen.',
  template_name_required: 'Malen må ha et navn.',
  recommendation_preview_widget_unknown: 'Anbefalingen finnes ikke. Velg en av anbefalingene i listen.',
  template_syntax_error:
    'Feil på linje {line}, kolonne {column}: koden kan ikke leses. Sjekk at {{ }} og {% %} er skrevet og lukket riktig.',
  template_tag_not_closed: 'Feil på linje {line}, kolonne {column}: «{name}» er ikke lukket.',
  template_tag_unknown: 'Feil på linje {line}, kolonne {column}: taggen «{name}» finnes ikke.',
  template_filter_unknown: 'Feil på linje {line}, kolonne {column}: filteret «{name}» finnes ikke.',
  template_too_slow:
    'Feil på linje {line}, kolonne {column}: malen bruker for lang tid eller for mye minne. Se etter en løkke som ikke slutter.',
  template_reads_file:
    'Feil på linje {line}, kolonne {column}: malen prøver å hente en fil. Maler kan ikke hente filer; skriv innholdet i malen.',
  template_render_error:
    'Feil på linje {line}, kolonne {column}: malen kan ikke tegnes med eksempelproduktene.',
  template_output_too_large:
    'Malen skriver mer enn {max} tegn med eksempelproduktene. Se etter en løkke som gjentar mye tekst.',
  component_title_required: 'Komponenten må ha en tittel.',
  component_group_required: 'Komponenten må ha en gruppe.',
  component_wrapper: 'Hele designet kan ikke lagres som komponent. Velg en del av det.',
  popup_width: 'Bredden må være mellom 769 og 1300 px.',
  form_options_required: 'Nedtrekkslister og avkrysningsbokser må ha minst ett alternativ.',
  flow_popup_not_found: 'Velg en av kontoens popups.',
  flow_segment_not_found: 'Velg et av kontoens segmenter.',
  design_image_foreign:
    'Designet viser et bilde som ikke hører til kontoen. Last opp bildet og velg det fra filbiblioteket.',
  placeholder_empty: 'Plassholderteksten kan ikke være tom.',
  page_name_required: 'Siden må ha et navn.',
  placement_key_invalid: 'Plasseringsnøkkelen kan bare ha små bokstaver (a–z), tall og bindestrek.',
  placement_key_taken: 'En annen side bruker allerede denne plasseringsnøkkelen.',
  popup_pattern_invalid: 'Mønsteret er ikke et gyldig regulært uttrykk (høyst 200 tegn).',
  popup_cart_range: 'Øvre grense må være høyere enn nedre grense.',
  popup_schedule_order: 'Sluttdatoen kan ikke være før startdatoen.',
  font_name_required: 'Skriften må ha et navn.',
  font_url_invalid: 'Oppgi adressen til et stilark for skriften som begynner med https://.',
  font_taken: 'Det finnes allerede en skrift med dette navnet.',
  campaign_name_required: 'Kampanjen må ha et navn.',
  campaign_template_required: 'Velg en mal.',
  discount_code_source_required:
    'E-posten viser en rabattkode. Velg hvor koden kommer fra: en fast rabattkode eller en mal for unike koder.',
  discount_code_source_not_found: 'Den valgte rabattkoden finnes ikke på kontoen lenger. Velg en annen.',
  email_recommendation_not_found:
    'E-posten viser en anbefaling som ikke finnes på kontoen lenger, eller som ikke er for e-post. Velg en annen anbefaling i blokken.',
  campaign_template_transactional:
    'Transaksjonelle e-poster kan ikke sendes som kampanje. Velg en mal for markedsføring.',
  template_mjml_invalid: 'Designet kan ikke gjøres om til e-post. Åpne det i byggeren og lagre på nytt.',
  template_merge_tag_invalid: 'En flettekode er skrevet feil (sjekk {{ og }} og {% og %}).',
  template_merge_tag_unknown: 'Malen bruker en flettekode som ikke finnes.',
  contact_tags_max: 'En kontakt kan ha høyst 20 stikkord.',
  contact_import_duplicate: 'E-postadressen står også på rad {row}.',
  contact_import_consent_invalid: 'Samtykke må være ja eller nei.',
  segment_name_required: 'Segmentet må ha et navn.',
  segment_value_required: 'Regelen må ha en verdi.',
  segment_count_invalid: 'Antallet må være et helt tall fra 0 og oppover.',
  segment_days_invalid: 'Antall dager må være et helt tall fra 1 til 3650.',
  segment_rule_invalid: 'Velg hva regelen skal se på.',
  segment_rules_max: 'Et segment kan ha høyst 20 regler.',
  datetime_unreadable: 'Skriv dato og tid som dd.mm.åååå tt:mm, for eksempel 24.12.2026 12:00.',
  datetime_no_such_day: 'Den datoen finnes ikke.',
  date_unreadable: 'Skriv datoen som dd.mm.åååå, for eksempel 24.12.2026.',
  datetime_no_such_time:
    'Det klokkeslettet finnes ikke den dagen i Norge (klokka stilles fram). Velg en annen tid.',
  countdown_end_invalid:
    'Nedtellingen har en sluttid som ikke kan leses. Velg dag og tid i nedtellingens innstillinger og lagre på nytt.',
  content_schedule_overlap: 'Tidsrommet overlapper med «{name}» ({from}–{to}) på samme plassering.',
  content_default_taken: '«{name}» er allerede standardblokken på plasseringen. Gi denne blokken et tidsrom.',
  schedule_end_after_start: 'Slutten må være etter starten.',
  test_recipient_not_allowed:
    'Adressen er ikke bekreftet for kontoen. Velg en av kontoens brukere eller en bekreftet adresse, eller bekreft denne først.',
  sender_domain_not_verified:
    'Fant ikke TXT-posten på domenet ennå. Sjekk at den er lagt inn riktig; endringer i DNS kan ta en stund.',
  sender_address_missing: 'Skriv inn avsenderadressen og lagre før du bekrefter den.',
  app_api_key_empty: 'API-nøkkelen kan ikke være tom.',
} as const;

export type FieldMessageKey = keyof typeof FIELD_MESSAGES_NB;

export const FIELD_MESSAGES_EN: Record<FieldMessageKey, string> = {
  flow_email_required: 'Choose an e-mail for this step.',
  flow_event_values_required: 'The event needs at least one value.',
  flow_not_combinable: 'This rule or step cannot be combined with the chosen event.',
  flow_email_wrong_type:
    "This type of e-mail does not fit the flow's start. Choose an e-mail of the right type.",
  flow_step_not_created: 'A step must be created before you add another.',
  flow_no_steps: 'The flow needs at least one step after its start.',
  flow_template_not_found: 'The chosen e-mail no longer exists. Choose another.',
  discount_template_not_found:
    'The chosen discount code does not exist or is not a template for unique codes. Choose another.',
  flow_broken: 'The flow does not hang together: a step is missing or used twice.',
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
  search_template_not_search:
    'The template is not a search template. Choose one of the search templates in the list.',
  recommendation_template_unknown: 'The template does not exist. Choose one of the templates in the list.',
  recommendation_template_shop_only:
    'The template is made for the shop and cannot be used in e-mail. Choose an e-mail template.',
  recommendation_template_email_only:
    'The template is made for e-mail and cannot be used in the shop. Choose a shop template.',
  recommendation_products_range: 'The number of products must be a whole number from 1 to 50.',
  recommendation_per_row_range: 'Products per row must be a whole number from 1 to 6.',
  recommendation_manual_required: 'A manual list must have at least one product.',
  recommendation_manual_too_many: 'A manual list can have at most 50 products.',
  recommendation_hidden_too_many: 'You can hide at most 1000 products.',
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
  contact_exists: 'A contact with this e-mail address already exists.',
  template_name_required: 'The template must have a name.',
  recommendation_preview_widget_unknown:
    'The recommendation does not exist. Choose one of the recommendations in the list.',
  template_syntax_error:
    'Error on line {line}, column {column}: the code cannot be read. Check that {{ }} and {% %} are written and closed correctly.',
  template_tag_not_closed: 'Error on line {line}, column {column}: «{name}» is not closed.',
  template_tag_unknown: 'Error on line {line}, column {column}: the tag «{name}» does not exist.',
  template_filter_unknown: 'Error on line {line}, column {column}: the filter «{name}» does not exist.',
  template_too_slow:
    'Error on line {line}, column {column}: the template takes too long or uses too much memory. Look for a loop that never ends.',
  template_reads_file:
    'Error on line {line}, column {column}: the template tries to read a file. Templates cannot read files; write the content in the template.',
  template_render_error:
    'Error on line {line}, column {column}: the template cannot be drawn with the sample products.',
  template_output_too_large:
    'The template writes more than {max} characters with the sample products. Look for a loop that repeats a lot of text.',
  component_title_required: 'The component must have a title.',
  component_group_required: 'The component must have a group.',
  component_wrapper: 'The whole design cannot be saved as a component. Choose a part of it.',
  popup_width: 'The width must be between 769 and 1300 px.',
  form_options_required: 'Drop-down lists and checkboxes need at least one option.',
  flow_popup_not_found: "Choose one of the account's popups.",
  flow_segment_not_found: "Choose one of the account's segments.",
  design_image_foreign:
    "The design shows an image that is not the account's. Upload the image and choose it from the file library.",
  placeholder_empty: 'The placeholder cannot be empty.',
  page_name_required: 'The page must have a name.',
  placement_key_invalid: 'The placement key can only have lower-case letters (a–z), digits and hyphens.',
  placement_key_taken: 'Another page already uses this placement key.',
  popup_pattern_invalid: 'The pattern is not a valid regular expression (at most 200 characters).',
  popup_cart_range: 'The upper limit must be higher than the lower limit.',
  popup_schedule_order: 'The end date cannot be before the start date.',
  font_name_required: 'The font must have a name.',
  font_url_invalid: 'Give the address of a stylesheet for the font, starting with https://.',
  font_taken: 'A font with this name already exists.',
  campaign_name_required: 'The campaign must have a name.',
  campaign_template_required: 'Choose a template.',
  discount_code_source_required:
    'The e-mail shows a discount code. Choose where the code comes from: a fixed code or a template for unique codes.',
  discount_code_source_not_found: 'The chosen discount code no longer exists on the account. Choose another.',
  email_recommendation_not_found:
    'The e-mail shows a recommendation that no longer exists on the account, or is not for e-mail. Choose another recommendation in the block.',
  campaign_template_transactional:
    'Transactional e-mails cannot be sent as a campaign. Choose a marketing template.',
  template_mjml_invalid: 'The design cannot be made into an e-mail. Open it in the builder and save again.',
  template_merge_tag_invalid: 'A merge tag is written wrong (check {{ and }} and {% and %}).',
  template_merge_tag_unknown: 'The template uses a merge tag that does not exist.',
  contact_tags_max: 'A contact can have at most 20 tags.',
  contact_import_duplicate: 'The e-mail address is also on row {row}.',
  contact_import_consent_invalid: 'Consent must be yes or no.',
  segment_name_required: 'The segment must have a name.',
  segment_value_required: 'The rule must have a value.',
  segment_count_invalid: 'The number must be a whole number from 0 up.',
  segment_days_invalid: 'The number of days must be a whole number from 1 to 3650.',
  segment_rule_invalid: 'Choose what the rule looks at.',
  segment_rules_max: 'A segment can have at most 20 rules.',
  datetime_unreadable: 'Write the date and time as dd.mm.yyyy hh:mm, for example 24.12.2026 12:00.',
  datetime_no_such_day: 'That date does not exist.',
  date_unreadable: 'Write the date as dd.mm.yyyy, for example 24.12.2026.',
  datetime_no_such_time:
    'That time does not exist on that day in Norway (the clocks go forward). Choose another time.',
  countdown_end_invalid:
    "The countdown's end cannot be read. Choose the day and time in the countdown's settings and save again.",
  content_schedule_overlap: 'The period overlaps "{name}" ({from}–{to}) in the same placement.',
  content_default_taken: '"{name}" is already the placement\'s default block. Give this block a period.',
  schedule_end_after_start: 'The end must be after the start.',
  test_recipient_not_allowed:
    'The address is not verified for the account. Choose one of its users or a verified address, or verify this one first.',
  sender_domain_not_verified:
    'The TXT record was not found on the domain yet. Check that it is entered correctly; DNS changes can take a while.',
  sender_address_missing: 'Enter the sender address and save before you verify it.',
  app_api_key_empty: 'The API key must not be empty.',
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

/**
 * A schema issue's message is a field message key; unknown keys fall back to the generic 'invalid value'.
 * `params` fill its placeholders (the server passes its error's, so a field can name what it conflicts with).
 */
export function fieldMessage(
  key: string,
  language: Language = 'nb',
  params?: Record<string, string | number>,
): string {
  const table = language === 'en' ? FIELD_MESSAGES_EN : FIELD_MESSAGES_NB;
  return fill(isFieldMessageKey(key) ? table[key] : table.invalid_value, params);
}
