import { type BankQuestion, QUESTION_BANK_MESSAGES as M } from '@aspirant/contract/question-bank.ts';
import { describe, expect, it } from 'vitest';
import {
  addOption,
  emptyForm,
  formFromQuestion,
  formToBody,
  parseTags,
  previewContent,
  type QuestionForm,
  removeOption,
  validateForm,
} from './form-model.ts';

const CREATE = { creating: true, choosesBank: false };
const EDIT = { creating: false, choosesBank: true };

const filled = (): QuestionForm => ({
  ...emptyForm(),
  text: 'What is $x^2$ when x = 3?',
  options: ['6', '9', '3', '12', '27'],
  correctIndex: 1,
  explanation: 'Square it.',
  difficulty: 'easy',
  subjectId: '2',
  topicId: '7',
  tags: ['algebra'],
  withHindi: true,
  textHi: 'x = 3 होने पर $x^2$ क्या है?',
  optionsHi: ['६', '९', '३', '१२', '२७'],
  explanationHi: '',
  isPractice: true,
});

const stored: BankQuestion = {
  id: 41,
  familyId: 40,
  version: 2,
  supersededBy: null,
  ownerCustomerId: 3,
  ownerName: 'Demo Coaching',
  editable: true,
  status: 'active',
  subjectId: 2,
  subjectName: 'Quantitative Aptitude',
  topicId: 7,
  topicName: 'Algebra',
  difficulty: 'hard',
  text: 'Q',
  options: ['a', 'b', 'c'],
  correctIndex: 2,
  explanation: '',
  textHi: null,
  optionsHi: null,
  explanationHi: null,
  image: `bank:${'a'.repeat(64)}`,
  imageUrl: '/api/questions/images/x?sig=1',
  tags: ['t1', 't2'],
  isPractice: false,
  used: true,
  openReports: 0,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-02T00:00:00Z',
};

describe('the authoring form and the contract body (issue 16)', () => {
  it('maps a filled form to the body the contract accepts, the Hindi included', () => {
    const form = filled();
    expect(formToBody(form, CREATE)).toEqual({
      text: 'What is $x^2$ when x = 3?',
      options: ['6', '9', '3', '12', '27'],
      correctIndex: 1,
      explanation: 'Square it.',
      difficulty: 'easy',
      subjectId: 2,
      topicId: 7,
      tags: ['algebra'],
      textHi: 'x = 3 होने पर $x^2$ क्या है?',
      optionsHi: ['६', '९', '३', '१२', '२७'],
      explanationHi: null,
      image: null,
      isPractice: true,
    });
    const { body, errors } = validateForm(form, CREATE);
    expect(errors.size).toBe(0);
    expect(body?.optionsHi).toHaveLength(5);
  });

  it('sends no Hindi when it is hidden or empty', () => {
    const hidden = formToBody({ ...filled(), withHindi: false }, CREATE);
    expect([hidden.textHi, hidden.optionsHi, hidden.explanationHi]).toEqual([null, null, null]);
    const empty = formToBody({ ...filled(), textHi: ' ', optionsHi: ['', '', '', '', ''] }, CREATE);
    expect([empty.textHi, empty.optionsHi]).toEqual([null, null]);
  });

  it('sends the bank only when the super admin creates', () => {
    expect('customerId' in formToBody(filled(), CREATE)).toBe(false);
    expect('customerId' in formToBody(filled(), EDIT)).toBe(false);
    const mode = { creating: true, choosesBank: true };
    expect(formToBody({ ...filled(), customerId: '' }, mode).customerId).toBeNull();
    expect(formToBody({ ...filled(), customerId: '5' }, mode).customerId).toBe(5);
  });

  it("reports each field's problem in the contract's words", () => {
    const form: QuestionForm = {
      ...filled(),
      text: '  ',
      options: ['6', '', '6'],
      correctIndex: 1,
      subjectId: '',
      optionsHi: ['६', '९', ''],
    };
    const { body, errors } = validateForm(form, CREATE);
    expect(body).toBeNull();
    expect(errors.get('text')).toBe(M.textRequired);
    expect(errors.get('options.1')).toBe(M.optionEmpty(1));
    expect(errors.get('options.2')).toBe(M.optionsSame(0, 2));
    expect(errors.get('optionsHi.2')).toBe(M.optionHiEmpty(2));
    expect(errors.get('subjectId')).toBe('The subject id must be a positive whole number.');
  });

  it('reads a stored question back into the form and out to the same fields', () => {
    const form = formFromQuestion(stored);
    expect(form).toMatchObject({
      options: ['a', 'b', 'c'],
      correctIndex: 2,
      subjectId: '2',
      topicId: '7',
      withHindi: false,
      optionsHi: ['', '', ''],
      customerId: '3',
      image: stored.image,
    });
    const body = formToBody(form, EDIT);
    expect(body).toMatchObject({
      options: ['a', 'b', 'c'],
      correctIndex: 2,
      tags: ['t1', 't2'],
      image: stored.image,
    });
    expect(validateForm(form, EDIT).errors.size).toBe(0);
  });

  it('adds options up to six and removes them down to two, the correct one kept', () => {
    let form = { ...filled(), correctIndex: 3 };
    form = addOption(form);
    expect(form.options).toHaveLength(6);
    expect(form.optionsHi).toHaveLength(6);
    expect(addOption(form)).toBe(form);
    form = removeOption(form, 0);
    expect(form.correctIndex).toBe(2);
    expect(form.options[form.correctIndex]).toBe('12');
    expect(form.optionsHi[form.correctIndex]).toBe('१२');
    form = removeOption(form, 2);
    expect(form.correctIndex).toBe(0);
    form = removeOption(removeOption(form, 0), 0);
    expect(form.options).toHaveLength(2);
    expect(removeOption(form, 0)).toBe(form);
  });

  it('splits tags by comma without empties or repeats', () => {
    expect(parseTags(' pyq-2023, algebra,,Algebra , हिंदी ')).toEqual(['pyq-2023', 'algebra', 'हिंदी']);
    expect(parseTags('')).toEqual([]);
  });

  it('previews the Hindi where it is written and the English elsewhere', () => {
    const form = filled();
    expect(previewContent(form, 'en')).toMatchObject({ text: form.text, lang: 'en' });
    const hi = previewContent({ ...form, optionsHi: ['६', '', '३', '१२', '२७'] }, 'hi');
    expect(hi).toMatchObject({ text: form.textHi, lang: 'hi', explanation: 'Square it.' });
    expect(hi.options).toEqual(['६', '9', '३', '१२', '२७']);
    expect(previewContent({ ...form, withHindi: false }, 'hi').text).toBe(form.text);
  });
});

describe('the form problems in the interface language', () => {
  it("words the contract's templates through the catalogue, the rest as the server's text", async () => {
    const { formErrorText } = await import('./error-text.ts');
    const { createTranslate } = await import('../../../lib/i18n/translate.ts');
    const { loadHindi, loadStaffEnglish } = await import('../../../lib/i18n/catalogue.ts');
    await Promise.all([loadStaffEnglish(), loadHindi()]);
    const t = createTranslate('en');
    expect(formErrorText(M.optionEmpty(2), t)).toBe('Option C is empty.');
    expect(formErrorText(M.optionEmpty(2), t)).toBe(M.optionEmpty(2));
    expect(formErrorText(M.optionsSame(0, 3), t)).toBe(M.optionsSame(0, 3));
    expect(formErrorText(M.optionHiEmpty(5), t)).toBe(M.optionHiEmpty(5));
    expect(formErrorText(M.textRequired, t)).toBe(M.textRequired);
    const hi = createTranslate('hi');
    expect(formErrorText(M.optionEmpty(2), hi)).toBe('विकल्प C खाली है।');
    expect(formErrorText(M.optionsSame(0, 3), hi)).toBe('विकल्प A और D एक जैसे हैं।');
  });
});
