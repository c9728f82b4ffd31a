import { useParams } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useStudentOverview } from '../../../lib/student-query.ts';
import { useStudentResult } from '../api/get-result.ts';
import { NoResult } from '../components/no-result.tsx';
import { ResultAnalysis } from './result-page.tsx';

const parseId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * Issue 18 point 3 (/coaching/students/{id}/results/{resultId}): a student's result as the student sees it,
 * for their centre's staff, read-only.
 */
export function StudentResultPage() {
  const t = useT();
  const params = useParams();
  const studentId = parseId(params.id);
  const resultId = parseId(params.resultId);
  const student = useStudentOverview(studentId);
  const result = useStudentResult(studentId, resultId);
  const back =
    studentId === null
      ? undefined
      : { to: paths.student.href(studentId), label: t('students.backToStudentPage') };

  if (studentId === null || resultId === null) return <NoResult back={back} />;
  if (result.isPending || student.isPending) return <LoadingScreen />;
  if (result.isError || student.isError) {
    const error = result.error ?? student.error;
    const isMissing = error instanceof ApiError && error.status === 404;
    return (
      <NoResult
        back={back}
        onRetry={
          isMissing
            ? undefined
            : () => {
                void result.refetch();
                void student.refetch();
              }
        }
      />
    );
  }
  return (
    <ResultAnalysis
      key={`${studentId}-${result.data.id}`}
      result={result.data}
      viewing={{ studentId, studentName: student.data.student.name }}
    />
  );
}
