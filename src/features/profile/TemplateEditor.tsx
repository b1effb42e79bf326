import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../domain/languages';
import { PLACEHOLDERS, type TemplatePart } from '../../domain/messages/templates';
import { MESSAGE_KINDS, TEMPLATE_LIMITS } from '../../domain/tables/messages';
import type { MessageKind } from '../../domain/types';
import { Button } from '../../ui';
import { InputField, SelectField, TextAreaInput } from '../../ui/FormBits';
import { inputBinding } from '../../ui/form-state';
import { insertAt, isDefaultKind, KIND_NAMES, kindState, languageState, liveProblem, type KindState, type MessageFormValues } from './message-form';
import { PLACEHOLDER_WORDS } from './placeholder-words';
import { templateIssueText } from './template-issue-words';

interface Props {
  values: MessageFormValues;
  language: Language;
  onLanguage(language: Language): void;
  kind: MessageKind;
  onKind(kind: MessageKind): void;
  onText(language: Language, kind: MessageKind, part: TemplatePart, text: string): void;
  onReset(language: Language, kind: MessageKind): void;
}

type Box = HTMLInputElement | HTMLTextAreaElement;

/** The texts of one kind of message in one of the customers' languages at a time, with the placeholders they may use. */
export function TemplateEditor({ values, language, onLanguage, kind, onKind, onText, onReset }: Props) {
  const { t, i18n } = useLingui();
  const refs = { subject: useRef<HTMLInputElement>(null), body: useRef<HTMLTextAreaElement>(null), sms: useRef<HTMLTextAreaElement>(null) };
  // The field a placeholder goes into: the one the owner was last in, else the email text.
  const last = useRef<TemplatePart>('body');
  const texts = values.templates[language][kind];

  // Checked as typed: the same check a save runs (templateIssue), so a save finds nothing else here.
  const problem = (part: TemplatePart) => {
    const found = liveProblem(values, language, kind, part);
    return found === null ? undefined : templateIssueText(i18n, found);
  };
  // Nested in the messages form's values, so bound here rather than by the form's field().
  const text = (part: TemplatePart) => ({
    ...inputBinding(undefined, texts[part], problem(part), (value) => onText(language, kind, part, value)),
    onFocus: () => void (last.current = part),
    // The customer's language, so the browser spell-checks the text in it.
    lang: language,
  });
  // An option says whether the owner changed its texts, and whether they need a fix.
  const marked = (name: string, state: KindState) => (state === 'broken' ? t`${name} (needs a fix)` : state === 'own' ? t`${name} (your text)` : name);
  const kindName = (k: MessageKind) => i18n._(KIND_NAMES[k]);
  const smsCount = texts.sms.length;
  const smsMax = TEMPLATE_LIMITS.sms;

  const insert = (name: string) => {
    const part = last.current;
    const box: Box | null = refs[part].current;
    const { text, caret } = insertAt(texts[part], box?.selectionStart ?? null, box?.selectionEnd ?? null, `{${name}}`);
    onText(language, kind, part, text);
    // After React has put the new text in, so the cursor lands behind the placeholder.
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(caret, caret);
    });
  };

  return (
    <div className="msg-templates">
      <h3 className="add-form__title">
        <Trans>Message texts</Trans>
      </h3>
      <div className="msg-templates__kind">
        <SelectField
          label={t`Customer's language`}
          value={language}
          hint={t`Each customer gets the texts in the language on their client card; English when it has none.`}
          onChange={(e) => onLanguage(e.target.value as Language)}
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>
              {marked(LANGUAGE_NAMES[l], languageState(values, l))}
            </option>
          ))}
        </SelectField>
        {/* Its own context: "Message" elsewhere is a message left for the salon, in other words. */}
        <SelectField label={t({ message: 'Message', context: 'which customer message' })} value={kind} onChange={(e) => onKind(e.target.value as MessageKind)}>
          {MESSAGE_KINDS.map((k) => (
            <option key={k} value={k}>
              {marked(kindName(k), kindState(values, language, k))}
            </option>
          ))}
        </SelectField>
        <Button type="button" variant="secondary" disabled={isDefaultKind(values, language, kind)} onClick={() => onReset(language, kind)}>
          <Trans>Reset to default</Trans>
        </Button>
      </div>
      <p className="field__hint">
        <Trans>Reset to default puts our wording back in these three fields; like every change here, it takes effect when you save.</Trans>
      </p>
      <InputField ref={refs.subject} label={t`Subject`} {...text('subject')} />
      <TextAreaInput ref={refs.body} label={t`Email text`} rows={12} {...text('body')} />
      <TextAreaInput ref={refs.sms} label={t`SMS text`} rows={4} hint={t`${smsCount} of ${smsMax} characters`} {...text('sms')} />
      <div className="placeholders">
        <p className="placeholders__title" id="placeholders-title">
          <Trans>Placeholders</Trans>
        </p>
        <p className="field__hint">
          <Trans>Each is filled in for the appointment. Click one to put it where the cursor is in the field you last edited.</Trans>
        </p>
        <ul className="placeholders__list" aria-labelledby="placeholders-title">
          {PLACEHOLDERS.map((p) => (
            <li key={p.name}>
              <button type="button" className="placeholders__token" onClick={() => insert(p.name)}>
                {`{${p.name}}`}
              </button>
              <span className="placeholders__desc">{i18n._(PLACEHOLDER_WORDS[p.name])}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
