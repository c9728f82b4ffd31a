import { ROSTER_MESSAGES } from '@aspirant/contract/batch-roster.ts';
import { describe, expect, it } from 'vitest';
import { parseRosterFile } from './roster-file.ts';

const line = (row: number, name: string, email: string, batch: string, phone = '') => ({
  row,
  name,
  email,
  batch,
  phone,
});

describe('reading a bulk add file', () => {
  it('numbers rows as a spreadsheet does, past blank lines and a cell spanning lines', async () => {
    const csv =
      'Name,E-mail,Batch\r\n"Asha\r\nVerma",ASHA@X.TEST , Batch  A\r\n\r\nRavi,ravi@x.test,Batch B\r\n';
    expect(await parseRosterFile('s.csv', Buffer.from(csv))).toEqual([
      line(2, 'Asha Verma', 'asha@x.test', 'Batch A'),
      line(4, 'Ravi', 'ravi@x.test', 'Batch B'),
    ]);
  });

  it('takes semicolons, columns in any order, a BOM and UTF-16', async () => {
    const csv = '\uFEFFbatch;phone;email;student name\nBatch A;+91 98765 43210;a@x.test;Asha\n';
    const expected = [line(2, 'Asha', 'a@x.test', 'Batch A', '+91 98765 43210')];
    expect(await parseRosterFile('s.csv', Buffer.from(csv))).toEqual(expected);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(csv.slice(1), 'utf16le')]);
    expect(await parseRosterFile('s.csv', utf16)).toEqual(expected);
  });

  it('refuses what it cannot read with the contract messages', async () => {
    const refusal = (name: string, data: Buffer) =>
      parseRosterFile(name, data).then(
        () => null,
        (error: Error) => error.message,
      );
    expect(await refusal('s.csv', Buffer.from('name,email\nA,a@x.test\n'))).toBe(
      ROSTER_MESSAGES.missingColumns,
    );
    expect(await refusal('s.csv', Buffer.from([0x6e, 0xc3, 0x28]))).toBe(ROSTER_MESSAGES.notUtf8);
    expect(await refusal('s.csv', Buffer.from('name,email,batch\n"A,a@x.test,B\n'))).toBe(
      ROSTER_MESSAGES.badCsv,
    );
    expect(await refusal('s.xlsx', Buffer.from('not a workbook'))).toBe(ROSTER_MESSAGES.badXlsx);
    expect(await refusal('s.csv', Buffer.alloc(0))).toBe(ROSTER_MESSAGES.empty);
  });
});
