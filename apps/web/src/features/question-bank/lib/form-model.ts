import {
  type BankQuestion,
  type Difficulty,
  OPTIONS_MAX,
  OPTIONS_MIN,
  type QuestionInput,
  QuestionInputSchema,
} from '@aspirant/contract/question-bank.ts';
import type { z } from 'zod';

/** The authoring form's fields (issue 16) as the screen edits them: text inputs hold strings. */
export interface QuestionForm {
  text: string;
  options: string[];
  correctIndex: number;
  explanation: string;
  difficulty: Difficulty;
  /** '' until one is chosen. */
  subjectId: string;
  topicId: string;
  tags: string[];
  image: string | null;
  imageUrl: string | null;
  /** Whether the Hindi version is being written (its fields are kept while hidden, sent only when shown). */
  withHindi: boolean;
  textHi: string;
  optionsHi: string[];
  explanationHi: string;
  isPractice: boolean;
  /** The bank a new question goes to: '' the global bank (the super admin's choice), else a centre's id. */
  customerId: string;
}

/** A new question: four empty options, A correct, reserved for tests until the author says otherwise. */
export function emptyForm(defaults: { customerId?: string; subjectId?: string } = {}): QuestionForm {
  return {
    text: '',
    options: ['', '', '', ''],
    correctIndex: 0,
    explanation: '',
    difficulty: 'medium',
    subjectId: defaults.subjectId ?? '',
    topicId: '',
    tags: [],
    image: null,
    imageUrl: null,
    withHindi: false,
    textHi: '',
    optionsHi: ['', '', '', ''],
    explanationHi: '',
    isPractice: false,
    customerId: defaults.customerId ?? '',
  };
}

/** The form of a stored question. */
export function formFromQuestion(question: BankQuestion): QuestionForm {
  const hasHindi = question.textHi !== null || question.optionsHi !== null || question.explanationHi !== null;
  return {
    text: question.text,
    options: [...question.options],
    correctIndex: question.correctIndex,
    explanation: question.explanation,
    difficulty: question.difficulty,
    subjectId: String(question.subjectId),
    topicId: String(question.topicId),
    tags: [...question.tags],
    image: question.image,
    imageUrl: question.imageUrl,
    withHindi: hasHindi,
    textHi: question.textHi ?? '',
    optionsHi: question.optionsHi ? [...question.optionsHi] : question.options.map(() => ''),
    explanationHi: question.explanationHi ?? '',
    isPractice: question.isPractice,
    customerId: question.ownerCustomerId === null ? '' : String(question.ownerCustomerId),
  };
}

const idOrZero = (value: string): number => (/^\d+$/.test(value) ? Number(value) : 0);

/**
 * The body of createQuestion / updateQuestion. A Hindi version left empty (or hidden) is sent as null; the bank
 * is sent only when creating, and only by the super admin (a centre's staff always add to their own).
 */
export function formToBody(
  form: QuestionForm,
  mode: { creating: boolean; choosesBank: boolean },
): z.input<typeof QuestionInputSchema> {
  const hindiOptions = form.optionsHi.slice(0, form.options.length);
  const hindi = form.withHindi;
  const body: z.input<typeof QuestionInputSchema> = {
    text: form.text,
    options: [...form.options],
    correctIndex: form.correctIndex,
    explanation: form.explanation,
    difficulty: form.difficulty,
    subjectId: idOrZero(form.subjectId),
    topicId: idOrZero(form.topicId),
    tags: [...form.tags],
    textHi: hindi && form.textHi.trim() !== '' ? form.textHi : null,
    optionsHi: hindi && hindiOptions.some((o) => o.trim() !== '') ? hindiOptions : null,
    explanationHi: hindi && form.explanationHi.trim() !== '' ? form.explanationHi : null,
    image: form.image,
    isPractice: form.isPractice,
  };
  if (mode.creating && mode.choosesBank)
    body.customerId = form.customerId === '' ? null : Number(form.customerId);
  return body;
}

/** Each field's first problem, by its path ('text', 'options.2', 'topicId'), as the contract words it. */
export type FormErrors = ReadonlyMap<string, string>;

/** Checks the form with the contract's own schema, so the screen says exactly what the server would. */
export function validateForm(
  form: QuestionForm,
  mode: { creating: boolean; choosesBank: boolean },
): {
  body: QuestionInput | null;
  errors: FormErrors;
} {
  const parsed = QuestionInputSchema.safeParse(formToBody(form, mode));
  if (parsed.success) return { body: parsed.data, errors: new Map() };
  const errors = new Map<string, string>();
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    if (!errors.has(path)) errors.set(path, issue.message);
  }
  return { body: null, errors };
}

/** Adds an empty option at the end (and its Hindi), up to six. */
export function addOption(form: QuestionForm): QuestionForm {
  if (form.options.length >= OPTIONS_MAX) return form;
  return {
    ...form,
    options: [...form.options, ''],
    optionsHi: [...form.optionsHi.slice(0, form.options.length), ''],
  };
}

/**
 * Removes option `index` (and its Hindi), down to two. The correct answer stays the same option: it moves up
 * when an option above it goes, and falls to A when the correct one itself is removed.
 */
export function removeOption(form: QuestionForm, index: number): QuestionForm {
  if (form.options.length <= OPTIONS_MIN || index < 0 || index >= form.options.length) return form;
  let correctIndex = form.correctIndex;
  if (index < correctIndex) correctIndex -= 1;
  else if (index === correctIndex) correctIndex = 0;
  return {
    ...form,
    options: form.options.filter((_, i) => i !== index),
    optionsHi: form.optionsHi.slice(0, form.options.length).filter((_, i) => i !== index),
    correctIndex,
  };
}

/** Splits what an author typed into tags: by comma, trimmed, without empties or repeats (case-insensitive). */
export function parseTags(input: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of input.split(',')) {
    const tag = part.trim();
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** What the preview shows in a language: the Hindi where it is written, the English where it is not. */
export function previewContent(form: QuestionForm, language: 'en' | 'hi') {
  const hindi = language === 'hi' && form.withHindi;
  const text = hindi && form.textHi.trim() !== '' ? form.textHi : form.text;
  const options = form.options.map((option, i) => {
    const hi = hindi ? (form.optionsHi[i] ?? '') : '';
    return hi.trim() !== '' ? hi : option;
  });
  const explanation = hindi && form.explanationHi.trim() !== '' ? form.explanationHi : form.explanation;
  return { text, options, explanation, lang: hindi ? 'hi' : 'en' };
}
