import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ImportFileError } from './common.ts';
import { parseMoodleXml } from './moodle-xml.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

describe('parseMoodleXml', () => {
  it('accounts for every question of an export with every type, in order', () => {
    const items = parseMoodleXml(fixture('moodle-all-types.xml'));
    expect(items.map((i) => [i.position, i.name, i.status, i.reason])).toEqual([
      [
        'question 1',
        '$course$/top/Polity/Fundamental Rights',
        'skipped',
        'A category, not a question: the questions after it get the topic "Fundamental Rights".',
      ],
      ['question 2', 'Article 21', 'ready', undefined],
      ['question 3', 'Writs', 'ready', undefined],
      ['question 4', 'मौलिक कर्तव्य', 'ready', undefined],
      [
        'question 5',
        'Which are fundamental rights',
        'skipped',
        'Multiple-response questions (more than one correct answer) are not imported.',
      ],
      [
        'question 6',
        '$course$/top/Mathematics/Algebra',
        'skipped',
        'A category, not a question: the questions after it get the topic "Algebra".',
      ],
      ['question 7', 'Square root', 'ready', undefined],
      [
        'question 8',
        'Two right answers',
        'invalid',
        '2 answers have fraction 100: only one answer can be correct.',
      ],
      ['question 9', 'Same options', 'invalid', 'Options B and C are the same.'],
      ['question 10', 'Federalism essay', 'skipped', 'Essay questions are not imported.'],
      ['question 11', 'Match the articles', 'skipped', 'Matching questions are not imported.'],
      ['question 12', 'Number of schedules', 'skipped', 'Numerical questions are not imported.'],
      ['question 13', 'Father of the Constitution', 'skipped', 'Short-answer questions are not imported.'],
      ['question 14', 'Cloze preamble', 'skipped', 'Cloze (embedded answers) questions are not imported.'],
      ['question 15', 'Read the passage', 'skipped', 'Descriptions are not questions and are not imported.'],
      ['question 16', 'Drag words', 'skipped', '"ddwtos" questions are not imported.'],
    ]);
    // Every <question> element of the file is one item.
    expect(items).toHaveLength(
      (
        fixture('moodle-all-types.xml')
          .toString()
          .match(/<question /g) ?? []
      ).length,
    );
  });

  it('keeps the text of HTML (CDATA or escaped), the feedback as explanation, the tags and the topic', () => {
    const items = parseMoodleXml(fixture('moodle-all-types.xml'));
    expect(items[1]?.draft).toEqual({
      text: 'Which Article of the Constitution guarantees the right to life & personal liberty?',
      options: ['Article 14', 'Article 21', 'Article 19', 'Article 32'],
      correctIndex: 1,
      explanation:
        'Article 21 says:\nNo person shall be deprived of his life or personal liberty except according to procedure established by law.',
      topic: 'Fundamental Rights',
      tags: ['constitution', 'rights'],
    });
  });

  it('gives true/false as the two answers in the file’s language', () => {
    const items = parseMoodleXml(fixture('moodle-all-types.xml'));
    expect(items[2]?.draft).toEqual({
      text: 'The Supreme Court can issue writs under Article 32.',
      options: ['true', 'false'],
      correctIndex: 0,
      explanation: '',
      topic: 'Fundamental Rights',
      tags: [],
    });
    expect(items[3]?.draft).toEqual({
      text: 'मौलिक कर्तव्य संविधान के भाग III में हैं।',
      options: ['सत्य', 'असत्य'],
      correctIndex: 1,
      explanation: 'मौलिक कर्तव्य भाग IV-A में हैं।',
      topic: 'Fundamental Rights',
      tags: [],
    });
  });

  it('passes formulas through unchanged and carries the embedded image', () => {
    const item = parseMoodleXml(fixture('moodle-all-types.xml'))[6];
    expect(item?.draft).toEqual({
      text: 'If \\(x^2 = 49\\) and \\(x > 0\\), what is $x$?',
      options: ['\\(-7\\)', '\\(7\\)'],
      correctIndex: 1,
      explanation: '\\(7 \\times 7 = 49\\)',
      topic: 'Algebra',
      tags: [],
    });
    expect(item?.warnings).toBeUndefined();
    expect(item?.category).toBe('Mathematics/Algebra');
    expect(item?.image?.name).toBe('graph.png');
    expect(item?.image?.mimeType).toBe('image/png');
    expect(item?.image?.data.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('refuses a broken file naming the line, and a file that is not a Moodle export', () => {
    const broken =
      '<?xml version="1.0"?>\n<quiz>\n<question type="multichoice">\n<name><text>x</name>\n</quiz>';
    expect(() => parseMoodleXml(broken)).toThrow(ImportFileError);
    expect(() => parseMoodleXml(broken)).toThrow(
      "The XML file is broken at line 4: Expected closing tag 'text' (opened in line 4, col 7) instead of closing tag 'name'.",
    );
    expect(() => parseMoodleXml('<root><a>1</a></root>')).toThrow(
      'The XML file is not a Moodle XML export: it has no <quiz> element.',
    );
    expect(() => parseMoodleXml('  ')).toThrow('The file is empty.');
  });

  it('says when a single-answer question has no fully right answer', () => {
    const xml = `<quiz><question type="multichoice"><name><text>Partial</text></name>
      <questiontext format="plain_text"><text>Pick one</text></questiontext><single>true</single>
      <answer fraction="50"><text>a</text></answer><answer fraction="0"><text>b</text></answer></question></quiz>`;
    expect(parseMoodleXml(xml)).toEqual([
      {
        position: 'question 1',
        name: 'Partial',
        status: 'invalid',
        reason: 'No answer has fraction 100: the question has no correct answer.',
      },
    ]);
  });
});

describe('parseMoodleXml, embedded media', () => {
  const png =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1').toString('base64');

  it('keeps the first image and reports every other piece of media by name', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="multichoice">
    <name><text>Map</text></name>
    <questiontext format="html">
      <text><![CDATA[<p>Look at <img src="@@PLUGINFILE@@/map%20one.gif" alt="map"> and <img src="@@PLUGINFILE@@/second.png">.</p>
        <p><img src="@@PLUGINFILE@@/gone.png"></p><audio controls><source src="@@PLUGINFILE@@/anthem.mp3"></audio>]]></text>
      <file name="map one.gif" path="/" encoding="base64">${gif}</file>
      <file name="second.png" path="/" encoding="base64">${png}</file>
      <file name="anthem.mp3" path="/" encoding="base64">SUQzBAAAAAAA</file>
    </questiontext>
    <generalfeedback format="html"><text><![CDATA[<p>See <img src="@@PLUGINFILE@@/key.png"></p>]]></text></generalfeedback>
    <single>true</single>
    <answer fraction="100" format="html"><text><![CDATA[<p>North <img src="data:image/png;base64,${png}"></p>]]></text></answer>
    <answer fraction="0" format="html"><text>South</text></answer>
  </question>
</quiz>`;
    const [item] = parseMoodleXml(xml);
    expect(item?.status).toBe('ready');
    expect(item?.draft?.text).toBe('Look at and .');
    expect(item?.image).toMatchObject({ name: 'map one.gif', mimeType: 'image/gif' });
    expect(item?.warnings).toEqual([
      'The image "gone.png" is not in the file and is not imported.',
      '"anthem.mp3" is not a PNG, JPEG, WebP or GIF image (SVG, audio and other files are not imported).',
      'The question has 2 audio, video or embedded elements, which are not imported.',
      'A question holds one image: "second.png" is not imported.',
      '2 images in the options or the explanation are not imported.',
    ]);
  });
});
