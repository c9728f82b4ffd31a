import type { SxProps, Theme } from '@mui/material/styles';
import { NativeSelect } from '../../../components/native-select.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

/** The composer's subject choice (its details and each blueprint row): the bank's subjects, none chosen first. */
export function SubjectSelect({
  subjects,
  value,
  onChange,
  sx,
}: {
  subjects: readonly { id: number; name: string }[];
  value: string;
  onChange: (subjectId: string) => void;
  sx?: SxProps<Theme>;
}) {
  const t = useT();
  return (
    <NativeSelect label={t('testStudio.subject')} value={value} onChange={onChange} sx={sx}>
      <option value="">{t('testStudio.chooseSubject')}</option>
      {subjects.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
    </NativeSelect>
  );
}
