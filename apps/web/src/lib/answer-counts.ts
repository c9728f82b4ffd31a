/**
 * Issue 15 "every count agrees between the palette, the resume dialog and the result": the one way the web
 * counts a test's questions. Answered means "has a choice", which is what the result counts as attempted;
 * being marked for review is a flag on top (SPEC §4: marking takes priority over answered only for the
 * palette's colour). The palette legend once counted a marked question with a choice as marked only (8
 * answered) while the resume dialog counted every choice (11): that is the disagreement this ends.
 */

/** What counting needs of a question's state. */
export interface CountedAnswer {
  selectedAnswer: number | null;
  isMarked: boolean;
  isVisited: boolean;
}

export interface AnswerCounts {
  total: number;
  /** With a choice (what the result calls attempted), marked or not. */
  answered: number;
  /** Opened but without a choice, marked or not. */
  notAnswered: number;
  /** Never opened (and so without a choice). answered + notAnswered + notVisited = total. */
  notVisited: number;
  /** Marked for review, with a choice or without. */
  marked: number;
  /** Marked for review and with a choice (scored like any answer). */
  markedAnswered: number;
}

/** Counts the questions of a test; `total` pads the list with questions never opened (the resume dialog). */
export function answerCounts(answers: Iterable<CountedAnswer>, total?: number): AnswerCounts {
  const counts: AnswerCounts = {
    total: 0,
    answered: 0,
    notAnswered: 0,
    notVisited: 0,
    marked: 0,
    markedAnswered: 0,
  };
  for (const answer of answers) {
    counts.total++;
    const isAnswered = answer.selectedAnswer !== null;
    if (isAnswered) counts.answered++;
    else if (answer.isVisited || answer.isMarked) counts.notAnswered++;
    else counts.notVisited++;
    if (answer.isMarked) {
      counts.marked++;
      if (isAnswered) counts.markedAnswered++;
    }
  }
  if (total !== undefined && total > counts.total) {
    counts.notVisited += total - counts.total;
    counts.total = total;
  }
  return counts;
}
