-- The owner's own templates for customers who read Vietnamese or Spanish, beside the English ones:
-- null = our text in that language. A column per language and part, each held to the English
-- part's length, so a language the app does not speak has nowhere to go.
alter table public.message_settings
  add column confirmation_subject_vi text constraint message_settings_confirmation_subject_vi_limits check (char_length(confirmation_subject_vi) <= 200),
  add column confirmation_body_vi text constraint message_settings_confirmation_body_vi_limits check (char_length(confirmation_body_vi) <= 4000),
  add column confirmation_sms_vi text constraint message_settings_confirmation_sms_vi_limits check (char_length(confirmation_sms_vi) <= 640),
  add column update_subject_vi text constraint message_settings_update_subject_vi_limits check (char_length(update_subject_vi) <= 200),
  add column update_body_vi text constraint message_settings_update_body_vi_limits check (char_length(update_body_vi) <= 4000),
  add column update_sms_vi text constraint message_settings_update_sms_vi_limits check (char_length(update_sms_vi) <= 640),
  add column cancellation_subject_vi text constraint message_settings_cancellation_subject_vi_limits check (char_length(cancellation_subject_vi) <= 200),
  add column cancellation_body_vi text constraint message_settings_cancellation_body_vi_limits check (char_length(cancellation_body_vi) <= 4000),
  add column cancellation_sms_vi text constraint message_settings_cancellation_sms_vi_limits check (char_length(cancellation_sms_vi) <= 640),
  add column reminder_subject_vi text constraint message_settings_reminder_subject_vi_limits check (char_length(reminder_subject_vi) <= 200),
  add column reminder_body_vi text constraint message_settings_reminder_body_vi_limits check (char_length(reminder_body_vi) <= 4000),
  add column reminder_sms_vi text constraint message_settings_reminder_sms_vi_limits check (char_length(reminder_sms_vi) <= 640),
  add column confirmation_subject_es text constraint message_settings_confirmation_subject_es_limits check (char_length(confirmation_subject_es) <= 200),
  add column confirmation_body_es text constraint message_settings_confirmation_body_es_limits check (char_length(confirmation_body_es) <= 4000),
  add column confirmation_sms_es text constraint message_settings_confirmation_sms_es_limits check (char_length(confirmation_sms_es) <= 640),
  add column update_subject_es text constraint message_settings_update_subject_es_limits check (char_length(update_subject_es) <= 200),
  add column update_body_es text constraint message_settings_update_body_es_limits check (char_length(update_body_es) <= 4000),
  add column update_sms_es text constraint message_settings_update_sms_es_limits check (char_length(update_sms_es) <= 640),
  add column cancellation_subject_es text constraint message_settings_cancellation_subject_es_limits check (char_length(cancellation_subject_es) <= 200),
  add column cancellation_body_es text constraint message_settings_cancellation_body_es_limits check (char_length(cancellation_body_es) <= 4000),
  add column cancellation_sms_es text constraint message_settings_cancellation_sms_es_limits check (char_length(cancellation_sms_es) <= 640),
  add column reminder_subject_es text constraint message_settings_reminder_subject_es_limits check (char_length(reminder_subject_es) <= 200),
  add column reminder_body_es text constraint message_settings_reminder_body_es_limits check (char_length(reminder_body_es) <= 4000),
  add column reminder_sms_es text constraint message_settings_reminder_sms_es_limits check (char_length(reminder_sms_es) <= 640);
