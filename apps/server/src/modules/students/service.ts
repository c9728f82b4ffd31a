import type { User } from '@aspirant/contract/fields.ts';
import type { PerformanceResultsQuery } from '@aspirant/contract/performance.ts';
import type { SolutionsQuery } from '@aspirant/contract/results.ts';
import { ROLE, type RoleId } from '@aspirant/contract/roles.ts';
import { type AttemptInProgress, type SolutionsPage, STUDENT_MESSAGES } from '@aspirant/contract/students.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { StudentDrilldownReport, StudentRecord } from '../../repositories/reports/student-drilldown.ts';
import type { PerformanceService } from '../performance/service.ts';
import type { ResultsService } from '../results/service.ts';

/** The roles that are staff: every other role id is a student (SPEC §6). */
const STAFF_ROLES: readonly RoleId[] = [ROLE.COACHING_ADMIN, ROLE.TEACHER, ROLE.SUPER_ADMIN];

/**
 * Issue 18 point 3: may `viewer` read this student's pages? The staff of the student's own centre (coaching
 * admin, teachers) and the super admin; nobody else. The one place the rule is written.
 */
export function mayReadStudent(viewer: User, student: Pick<StudentRecord, 'roleId' | 'customerId'>): boolean {
  if (STAFF_ROLES.includes(student.roleId as RoleId)) return false;
  if (viewer.role_id === ROLE.SUPER_ADMIN) return true;
  return (
    (viewer.role_id === ROLE.COACHING_ADMIN || viewer.role_id === ROLE.TEACHER) &&
    viewer.customer_id !== null &&
    viewer.customer_id === student.customerId
  );
}

/**
 * Issue 18 point 3, the staff's drill-down into a student, read-only: every page is the student's own
 * (dashboard, results list, result page, solutions) from the service that makes it for the student, given the
 * student's id once the viewer is let through. Nothing here writes.
 */
export function studentsService(deps: {
  report: StudentDrilldownReport;
  results: ResultsService;
  performance: PerformanceService;
  /** The results module's solutions, for a student's result (modules/results/solutions.ts). */
  solutions: { solutions(ownerId: number, id: number, query: SolutionsQuery): Promise<SolutionsPage> };
  clock: Clock;
}) {
  const { report, clock } = deps;

  /** The student behind `id` when the viewer may read them; anyone else (or nobody) answers 404 alike. */
  async function readable(viewer: User, id: number): Promise<StudentRecord> {
    const student = await report.student(id);
    if (student && mayReadStudent(viewer, student)) return student;
    throw new AppError('NOT_FOUND', STUDENT_MESSAGES.notFound);
  }

  /** The student as the services of their own pages take them. */
  const asUser = (s: StudentRecord): User => ({
    id: s.id,
    name: s.name,
    email: s.email,
    role_id: s.roleId,
    customer_id: s.customerId,
  });

  return {
    /** The student as their own pages' services take them, when the viewer may read them (404 otherwise). */
    async asStudent(viewer: User, id: number): Promise<User> {
      return asUser(await readable(viewer, id));
    },

    async overview(viewer: User, id: number) {
      const student = await readable(viewer, id);
      const [dashboard, attempts] = await Promise.all([
        deps.results.dashboard(asUser(student)),
        report.inProgress(student.id),
      ]);
      const now = clock.now().getTime();
      const inProgress: AttemptInProgress[] = attempts.map((a) => ({
        attemptId: a.attemptId,
        testId: a.testId,
        testName: a.testName,
        startedAt: a.startedAt.toISOString(),
        deadline: a.deadlineAt.toISOString(),
        answered: a.answered,
        totalQuestions: a.totalQuestions,
        remainingSeconds: Math.max(0, Math.floor((a.deadlineAt.getTime() - now) / 1000)),
      }));
      return {
        success: true as const,
        student: { id: student.id, name: student.name, email: student.email, batches: student.batches },
        dashboard: dashboard.data.data,
        inProgress,
      };
    },

    async results(viewer: User, id: number, query: PerformanceResultsQuery) {
      const student = await readable(viewer, id);
      return deps.performance.results(asUser(student), query);
    },

    async result(viewer: User, id: number, resultId: number) {
      const student = await readable(viewer, id);
      return deps.results.resultOf(student.id, resultId);
    },

    async solutions(viewer: User, id: number, resultId: number, query: SolutionsQuery) {
      const student = await readable(viewer, id);
      return deps.solutions.solutions(student.id, resultId, query);
    },
  };
}

export type StudentsService = ReturnType<typeof studentsService>;
