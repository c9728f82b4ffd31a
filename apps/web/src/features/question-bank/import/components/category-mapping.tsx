import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NativeSelect } from '../../../../components/native-select.tsx';
import { useT } from '../../../../lib/i18n/i18n-provider.tsx';
import {
  type CategoryChoice,
  type MetaSubject,
  newTopicName,
  type ReportCategory,
  serverChoice,
  topicsFor,
  topicValue,
  withSubject,
  withTopic,
} from '../lib/import-state.ts';

interface CategoryMappingProps {
  categories: readonly ReportCategory[];
  /** The user's choices; a category without one shows the server's match. */
  choices: ReadonlyMap<string, CategoryChoice>;
  subjects: readonly MetaSubject[];
  /** The centre whose bank the file goes to (null: the global bank): its own topics are offered too. */
  bankCustomerId: number | null;
  onChange: (category: string, choice: CategoryChoice) => void;
}

/** Each category of the file with the subject and topic its questions go to. */
export function CategoryMapping({
  categories,
  choices,
  subjects,
  bankCustomerId,
  onChange,
}: CategoryMappingProps) {
  const t = useT();
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {categories.map((category) => {
        const choice = choices.get(category.category) ?? serverChoice(category);
        const topics = topicsFor(
          subjects.find((s) => s.id === choice.subjectId),
          bankCustomerId,
        );
        const newName = choice.subjectId === null ? null : newTopicName(category, topics, choice);
        const label = category.category === '' ? t('questionImport.noCategory') : category.category;
        return (
          <Paper component="li" key={category.category} variant="outlined" sx={{ p: 1.5 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{label}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {t('questionImport.categoryCount', { count: category.count })}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <NativeSelect
                label={t('questionImport.subjectOf', { category: label })}
                value={choice.subjectId === null ? '' : String(choice.subjectId)}
                onChange={(value) =>
                  onChange(
                    category.category,
                    withSubject(category, value === '' ? null : Number(value), subjects, bankCustomerId),
                  )
                }
                sx={{ flex: 1, minWidth: 0 }}
              >
                <option value="">{t('questionImport.chooseSubject')}</option>
                {subjects.map((s) => (
                  <option key={s.id} value={String(s.id)}>
                    {s.name}
                  </option>
                ))}
              </NativeSelect>
              <NativeSelect
                label={t('questionImport.topicOf', { category: label })}
                value={topicValue(choice)}
                onChange={(value) => onChange(category.category, withTopic(choice, value))}
                sx={{ flex: 1, minWidth: 0 }}
              >
                <option value="">{t('questionImport.chooseTopic')}</option>
                {newName && (
                  <option value={`new:${newName}`}>{t('questionImport.newTopic', { name: newName })}</option>
                )}
                {topics.map((topic) => (
                  <option key={topic.id} value={`id:${topic.id}`}>
                    {topic.name}
                  </option>
                ))}
              </NativeSelect>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
