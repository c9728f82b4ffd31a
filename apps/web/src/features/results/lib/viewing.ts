import { createContext, useContext } from 'react';

/**
 * Issue 18 point 3: whose result the page shows when it is not the reader's own. Staff read a student's result
 * as the student sees it, read-only: the page then reads through the staff's endpoints and hides every action
 * that writes or that is about the reader (report, bookmark, share, compare, AI insights, the student's links).
 */
export interface ResultViewing {
  studentId: number;
  studentName: string;
}

export const ResultViewingContext = createContext<ResultViewing | null>(null);

/** The student whose result is shown read-only, or null on the student's own page. */
export const useResultViewing = (): ResultViewing | null => useContext(ResultViewingContext);
