import {
  BANK_MESSAGES,
  IMPORT_MESSAGES,
  QUESTION_BANK_MESSAGES as Q,
} from '@aspirant/contract/question-bank.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { questionImportMessages } from '../../../../lib/i18n/messages/question-import.ts';
import { loadServerPagesText } from '../../../../lib/i18n/server-text.ts';
import { createTranslate } from '../../../../lib/i18n/translate.ts';
import { importPlainMessages, importText } from './import-text.ts';

const en = createTranslate('en');
const hi = createTranslate('hi');
const DEVANAGARI = /[\u0900-\u097F]/;

// The app-wide server messages (the plain skip reasons) load when the interface turns Hindi.
beforeAll(() => loadServerPagesText());

describe("the import's server messages in the interface language", () => {
  it('shows the server’s English as it is in English', () => {
    const message = IMPORT_MESSAGES.badXml('Unclosed tag <question>', 42);
    expect(importText(message, en)).toBe(message);
  });

  it('writes a broken file’s message in Hindi, the line and the parser’s words kept', () => {
    expect(importText(IMPORT_MESSAGES.badXml('Unclosed tag <question>', 42), hi)).toBe(
      'XML फ़ाइल पंक्ति 42 पर टूटी हुई है: Unclosed tag <question>.',
    );
    expect(importText(IMPORT_MESSAGES.giftNoBlankLine(17), hi)).toBe(
      'दो प्रश्नों के बीच ख़ाली पंक्ति नहीं है: दूसरा पंक्ति 17 पर शुरू होता है। उससे पहले एक ख़ाली पंक्ति रखें।',
    );
    expect(importText(IMPORT_MESSAGES.fileTooLarge(25 * 1024 * 1024), hi)).toBe(
      'फ़ाइल 25.0 MB की है; अधिकतम 20 MB की फ़ाइलें इम्पोर्ट की जा सकती हैं।',
    );
    expect(importText(IMPORT_MESSAGES.tooManyItems(25_000), hi)).toBe(
      'फ़ाइल में 25,000 प्रश्न हैं; एक बार में अधिकतम 20,000 इम्पोर्ट किए जा सकते हैं। फ़ाइल को छोटी फ़ाइलों में बाँटें।',
    );
    expect(importText(IMPORT_MESSAGES.unknownColumns(['Frage', 'Antwort']), hi)).toBe(
      'अज्ञात कॉलम: "Frage", "Antwort"। उपयोग किए जा सकने वाले कॉलमों के लिए टेम्पलेट देखें।',
    );
    expect(importText(IMPORT_MESSAGES.missingColumns(['Correct']), hi)).toBe('यह कॉलम नहीं है: "Correct"।');
    expect(importText(BANK_MESSAGES.mappingSubjectRequired('$course$/Polity'), hi)).toBe(
      'श्रेणी "$course$/Polity" के लिए विषय चुनें।',
    );
  });

  it('has Hindi for every skip reason and whole-file refusal of the contract', () => {
    const messages = [
      ...(Object.values(IMPORT_MESSAGES) as unknown[]).filter((m): m is string => typeof m === 'string'),
      IMPORT_MESSAGES.fileTooLarge(21 * 1024 * 1024),
      IMPORT_MESSAGES.tooManyItems(20_001),
      IMPORT_MESSAGES.unknownFormat('notes.docx'),
      IMPORT_MESSAGES.badXml('x', 1),
      IMPORT_MESSAGES.xmlUnreadable('bad'),
      IMPORT_MESSAGES.badCsv('Quote not closed'),
      IMPORT_MESSAGES.unknownColumns(['A']),
      IMPORT_MESSAGES.unknownColumns(['A', 'B']),
      IMPORT_MESSAGES.missingColumns(['A']),
      IMPORT_MESSAGES.missingColumns(['A', 'B']),
      IMPORT_MESSAGES.duplicateColumn('Question'),
      IMPORT_MESSAGES.giftNoBlankLine(3),
      IMPORT_MESSAGES.skipCategory('Constitution'),
      IMPORT_MESSAGES.skipCategory(undefined),
      IMPORT_MESSAGES.skipOtherType('ddwtos'),
      BANK_MESSAGES.fileRequired,
      BANK_MESSAGES.badImportFormat,
      BANK_MESSAGES.badMapping,
      BANK_MESSAGES.nothingToImport,
      BANK_MESSAGES.badFormat,
      BANK_MESSAGES.mappingSubjectRequired('x'),
      BANK_MESSAGES.mappingSubjectRequiredUncategorised,
      BANK_MESSAGES.mappingTopicRequired(''),
      BANK_MESSAGES.mappingTopicRequired('$course$/Polity/Constitution'),
      BANK_MESSAGES.duplicateInBank,
      BANK_MESSAGES.duplicateInFile('line 12'),
      BANK_MESSAGES.noCentre,
      BANK_MESSAGES.badTemplateFormat,
    ];
    for (const message of messages) {
      const hindi = importText(message, hi);
      expect(hindi, message).not.toBe(message);
      expect(hindi, message).toMatch(DEVANAGARI);
    }
  });

  it('keeps its plain server texts equal to the contract’s', () => {
    const plain = importPlainMessages();
    expect(plain.get('Not a question.')).toBe('questionImport.serverNotAQuestion');
    expect(plain.get(IMPORT_MESSAGES.skipCategory(undefined))).toBe('questionImport.serverSkipCategoryNone');
    // The list templates are written out here; the contract's functions must still write them so.
    expect(questionImportMessages.serverUnknownColumns.replace('{names}', '"A", "B"')).toBe(
      IMPORT_MESSAGES.unknownColumns(['A', 'B']),
    );
    expect(questionImportMessages.serverUnknownColumn.replace('{names}', '"A"')).toBe(
      IMPORT_MESSAGES.unknownColumns(['A']),
    );
    expect(questionImportMessages.serverMissingColumns.replace('{names}', '"A", "B"')).toBe(
      IMPORT_MESSAGES.missingColumns(['A', 'B']),
    );
    expect(questionImportMessages.serverMissingColumn.replace('{names}', '"A"')).toBe(
      IMPORT_MESSAGES.missingColumns(['A']),
    );
    expect(questionImportMessages.serverFileTooLarge.replace('{size}', '21.0').replace('{max}', '20')).toBe(
      IMPORT_MESSAGES.fileTooLarge(21 * 1024 * 1024),
    );
    expect(
      questionImportMessages.serverTooManyItems.replace('{count}', '20,001').replace('{max}', '20,000'),
    ).toBe(IMPORT_MESSAGES.tooManyItems(20_001));
  });

  it("writes an item's refusals by the question's rules in Hindi, several joined ones each", () => {
    const cases: [string, string][] = [
      [Q.tooFewOptions(1), 'प्रश्न में कम से कम 2 विकल्प होने चाहिए; इसमें 1 है।'],
      [Q.tooManyOptions(7), 'प्रश्न में अधिकतम 6 विकल्प हो सकते हैं; इसमें 7 हैं।'],
      [Q.tooManyTags(11), 'प्रश्न में अधिकतम 10 टैग हो सकते हैं; इसमें 11 हैं।'],
      [Q.optionEmpty(2), 'विकल्प C ख़ाली है।'],
      [Q.optionTooLong(0), 'विकल्प A में अधिकतम 1000 अक्षर हो सकते हैं।'],
      [Q.optionsSame(0, 3), 'विकल्प A और D एक जैसे हैं।'],
      [Q.correctOutOfRange(4), 'सही उत्तर विकल्पों में से एक होना चाहिए (A से D)।'],
      [Q.optionsHiCount(4, 3), 'हिन्दी विकल्प अंग्रेज़ी विकल्पों से मेल खाने चाहिए: 4 अंग्रेज़ी विकल्प, 3 हिन्दी।'],
      [Q.optionHiEmpty(1), 'हिन्दी विकल्प B ख़ाली है।'],
      [Q.optionHiTooLong(5), 'हिन्दी विकल्प F में अधिकतम 1000 अक्षर हो सकते हैं।'],
    ];
    for (const [english, hindi] of cases) expect(importText(english, hi), english).toBe(hindi);
    expect(importText(Q.textRequired, hi)).toMatch(DEVANAGARI);
    expect(importText(`${Q.optionEmpty(1)} ${Q.textRequired}`, hi)).toBe(
      `विकल्प B ख़ाली है। ${importText(Q.textRequired, hi)}`,
    );
  });

  it('leaves a message it does not know as the server wrote it', () => {
    expect(importText('Line 3: the option "E" is not among the answers.', hi)).toBe(
      'Line 3: the option "E" is not among the answers.',
    );
  });
});
