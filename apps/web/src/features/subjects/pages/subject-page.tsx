import { useParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';

/** Placeholder of /subjects/{subject name}; the router hands the name over already decoded. */
export function SubjectPage() {
  const { subjectName = '' } = useParams();
  return <PageHeading>{`Subject: ${subjectName}`}</PageHeading>;
}
