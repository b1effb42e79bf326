import { useRef } from 'react';
import { PLACEHOLDERS, type TemplatePart } from '../../domain/messages/templates';
import { MESSAGE_KINDS, TEMPLATE_LIMITS } from '../../domain/tables/messages';
import type { MessageKind } from '../../domain/types';
import { Button } from '../../ui';
import { InputField, SelectField, TextAreaInput } from '../../ui/FormBits';
import { inputBinding } from '../../ui/form-state';
import { insertAt, isDefaultKind, kindOption, liveProblem, type MessageFormValues } from './message-form';

interface Props {
  values: MessageFormValues;
  kind: MessageKind;
  onKind(kind: MessageKind): void;
  onText(kind: MessageKind, part: TemplatePart, text: string): void;
  onReset(kind: MessageKind): void;
}

type Box = HTMLInputElement | HTMLTextAreaElement;

/** The texts of one kind of message at a time, with the placeholders they may use. */
export function TemplateEditor({ values, kind, onKind, onText, onReset }: Props) {
  const refs = { subject: useRef<HTMLInputElement>(null), body: useRef<HTMLTextAreaElement>(null), sms: useRef<HTMLTextAreaElement>(null) };
  // The field a placeholder goes into: the one the owner was last in, else the email text.
  const last = useRef<TemplatePart>('body');
  const texts = values.templates[kind];

  // Checked as typed: the same check a save runs (templateProblem), so a save finds nothing else here.
  const problem = (part: TemplatePart) => liveProblem(values, kind, part);
  // Nested in the messages form's values, so bound here rather than by the form's field().
  const text = (part: TemplatePart) => ({
    ...inputBinding(undefined, texts[part], problem(part) ?? undefined, (t) => onText(kind, part, t)),
    onFocus: () => void (last.current = part),
  });

  const insert = (name: string) => {
    const part = last.current;
    const box: Box | null = refs[part].current;
    const { text, caret } = insertAt(texts[part], box?.selectionStart ?? null, box?.selectionEnd ?? null, `{${name}}`);
    onText(kind, part, text);
    // After React has put the new text in, so the cursor lands behind the placeholder.
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(caret, caret);
    });
  };

  return (
    <div className="msg-templates">
      <h3 className="add-form__title">Message texts</h3>
      <div className="msg-templates__kind">
        <SelectField label="Message" value={kind} onChange={(e) => onKind(e.target.value as MessageKind)}>
          {MESSAGE_KINDS.map((k) => (
            <option key={k} value={k}>
              {kindOption(values, k)}
            </option>
          ))}
        </SelectField>
        <Button type="button" variant="secondary" disabled={isDefaultKind(values, kind)} onClick={() => onReset(kind)}>
          Reset to default
        </Button>
      </div>
      <p className="field__hint">Reset to default puts our wording back in these three fields; like every change here, it takes effect when you save.</p>
      <InputField ref={refs.subject} label="Subject" {...text('subject')} />
      <TextAreaInput ref={refs.body} label="Email text" rows={12} {...text('body')} />
      <TextAreaInput ref={refs.sms} label="SMS text" rows={4} hint={`${texts.sms.length} of ${TEMPLATE_LIMITS.sms} characters`} {...text('sms')} />
      <div className="placeholders">
        <p className="placeholders__title" id="placeholders-title">
          Placeholders
        </p>
        <p className="field__hint">Each is filled in for the appointment. Click one to put it where the cursor is in the field you last edited.</p>
        <ul className="placeholders__list" aria-labelledby="placeholders-title">
          {PLACEHOLDERS.map((p) => (
            <li key={p.name}>
              <button type="button" className="placeholders__token" onClick={() => insert(p.name)}>
                {`{${p.name}}`}
              </button>
              <span className="placeholders__desc">{p.description}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
