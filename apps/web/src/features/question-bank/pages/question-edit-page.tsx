import {
  BANK_MESSAGES,
  DIFFICULTIES,
  OPTIONS_MAX,
  OPTIONS_MIN,
  optionLetter,
  QUESTION_IMAGE_MAX_BYTES,
  QUESTION_IMAGE_TYPES,
} from '@aspirant/contract/question-bank.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { NativeSelect } from '../../../components/native-select.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { serverErrorText } from '../../../lib/api-client.ts';
import { dateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { serverText } from '../../../lib/i18n/server-text.ts';
import { useSession } from '../../../lib/session.ts';
import {
  useBankMeta,
  useBankQuestion,
  useCreateQuestion,
  useCreateTopic,
  useUpdateQuestion,
  useUploadImage,
} from '../api/question-bank.ts';
import { DuplicateWarning } from '../components/duplicate-warning.tsx';
import { QuestionPreview } from '../components/question-preview.tsx';
import { formErrorText } from '../lib/error-text.ts';
import {
  addOption,
  emptyForm,
  type FormErrors,
  formFromQuestion,
  parseTags,
  type QuestionForm,
  removeOption,
  validateForm,
} from '../lib/form-model.ts';

/** What the page says after a save that moved to another URL (a new question, a new version). */
interface SavedState {
  saved: 'created' | 'versioned';
  version?: number;
}

/** Issue 16: /question-bank/new and /question-bank/:id, the authoring form with its live preview. */
export function QuestionEditPage() {
  const { id: idParam } = useParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const question = useBankQuestion(id);
  const meta = useBankMeta();
  const t = useT();

  if (idParam !== undefined && id === null) {
    return <Alert severity="error">{serverText(BANK_MESSAGES.questionNotFound, null, t)}</Alert>;
  }
  if (meta.isPending || (id !== null && question.isPending)) return <LoadingScreen />;
  if (meta.isError)
    return <Alert severity="error">{serverErrorText(meta.error, t('questionBank.loadFailed'))}</Alert>;
  if (id !== null && question.isError) {
    return <Alert severity="error">{serverErrorText(question.error, t('questionBank.loadFailed'))}</Alert>;
  }
  // Keyed by the question, so a save that makes a new version starts the form from what was stored.
  return (
    <QuestionEditor
      key={id ?? 'new'}
      id={id}
      stored={id !== null ? (question.data ?? null) : null}
      meta={meta.data}
    />
  );
}

type Meta = NonNullable<ReturnType<typeof useBankMeta>['data']>;
type Stored = NonNullable<ReturnType<typeof useBankQuestion>['data']>;

function QuestionEditor({ id, stored, meta }: { id: number | null; stored: Stored | null; meta: Meta }) {
  const t = useT();
  const { roleId, user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const creating = id === null;
  const isSuperAdmin = roleId === ROLE.SUPER_ADMIN;
  const ownCentre = user?.customer_id ?? null;
  const [form, setForm] = useState<QuestionForm>(() =>
    stored
      ? formFromQuestion(stored.question)
      : emptyForm({ customerId: isSuperAdmin ? '' : ownCentre === null ? '' : String(ownCentre) }),
  );
  const [tagsInput, setTagsInput] = useState(() => form.tags.join(', '));
  const [submitted, setSubmitted] = useState(false);
  const [notice, setNotice] = useState<string | null>(() => {
    const saved = (location.state as SavedState | null)?.saved;
    if (saved === 'created') return t('questionBank.created');
    if (saved === 'versioned')
      return t('questionBank.versioned', { version: (location.state as SavedState).version ?? 1 });
    return null;
  });
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const upload = useUploadImage();
  const addTopic = useCreateTopic();
  const [newTopic, setNewTopic] = useState<string | null>(null);
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const ids = { text: useId(), options: useId(), hindi: useId() };

  // An old version stays as its students saw it: only the current one is edited (the server refuses the rest).
  const isOldVersion = stored !== null && stored.question.supersededBy !== null;
  const editable = stored ? stored.question.editable && !isOldVersion : true;
  const mode = { creating, choosesBank: isSuperAdmin };
  const { errors } = validateForm(form, mode);
  const shown: FormErrors = submitted ? errors : new Map();
  const errorOf = (path: string): string | undefined => {
    const message = shown.get(path);
    return message === undefined ? undefined : formErrorText(message, t);
  };
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;

  useEffect(() => {
    // The notice of a save that navigated here is shown once: a reload does not repeat it.
    if (location.state) navigate(location.pathname, { replace: true, state: null });
  }, [location.pathname, location.state, navigate]);

  const subject = meta.subjects.find((s) => String(s.id) === form.subjectId) ?? null;
  const set = (change: Partial<QuestionForm>) => {
    setNotice(null);
    setForm((current) => ({ ...current, ...change }));
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setNotice(null);
    const { body } = validateForm(form, mode);
    if (!body || !editable) {
      // Focus the first field with a problem, so a keyboard or screen-reader user lands on it.
      window.requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    if (creating) {
      const result = await create.mutateAsync(body).catch(() => null);
      if (result) {
        navigate(paths.questionBankEdit.href(result.question.id), {
          state: { saved: 'created' } satisfies SavedState,
        });
      }
      return;
    }
    const result = await update.mutateAsync({ id, body }).catch(() => null);
    if (!result) return;
    if (result.versioned) {
      navigate(paths.questionBankEdit.href(result.question.id), {
        state: { saved: 'versioned', version: result.question.version } satisfies SavedState,
      });
    } else {
      setNotice(t('questionBank.saved'));
    }
  }

  async function chooseImage(file: File | undefined) {
    if (!file) return;
    upload.reset();
    if (
      !(QUESTION_IMAGE_TYPES as readonly string[]).includes(file.type) ||
      file.size > QUESTION_IMAGE_MAX_BYTES
    ) {
      setImageProblem(
        file.size > QUESTION_IMAGE_MAX_BYTES ? t('questionBank.imageTooLarge') : t('questionBank.imageType'),
      );
      return;
    }
    setImageProblem(null);
    const centre = form.customerId === '' ? null : Number(form.customerId);
    const result = await upload
      .mutateAsync({ file, customerId: isSuperAdmin ? centre : null })
      .catch(() => null);
    if (result) set({ image: result.image, imageUrl: result.imageUrl });
  }
  async function addNewTopic() {
    if (!subject || newTopic === null || newTopic.trim() === '') return;
    const centre = form.customerId === '' ? null : Number(form.customerId);
    const topic = await addTopic
      .mutateAsync({
        subjectId: subject.id,
        name: newTopic.trim(),
        ...(isSuperAdmin ? { customerId: centre } : {}),
      })
      .catch(() => null);
    if (topic) {
      set({ topicId: String(topic.id) });
      setNewTopic(null);
    }
  }

  const title = creating ? t('routes.newQuestion') : t('routes.editQuestion');

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Box sx={{ mr: 'auto' }}>
          <PageHeading>{title}</PageHeading>
        </Box>
        <Button component={RouterLink} to={paths.questionBank}>
          {t('questionBank.backToList')}
        </Button>
      </Stack>
      {stored && (
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>
          {t('questionBank.versionLine', {
            version: stored.question.version,
            owner: stored.question.ownerName,
          })}
          {stored.question.used ? ` · ${t('questionBank.usedNote')}` : ''}
        </Typography>
      )}
      {isOldVersion && stored?.question.supersededBy != null && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {serverText(BANK_MESSAGES.oldVersion, null, t)}{' '}
          <Link component={RouterLink} to={paths.questionBankEdit.href(stored.question.supersededBy)}>
            {t('questionBank.openNewerVersion')}
          </Link>
        </Alert>
      )}
      {!editable && !isOldVersion && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {stored?.question.ownerCustomerId === null
            ? serverText(BANK_MESSAGES.globalBankOnlySuperAdmin, null, t)
            : serverText(BANK_MESSAGES.otherBank, null, t)}
        </Alert>
      )}
      <Box role="status" aria-live="polite">
        {notice && (
          <Alert severity="success" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Paper
          component="form"
          variant="outlined"
          noValidate
          onSubmit={save}
          aria-label={title}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Box
            component="fieldset"
            disabled={!editable || saving}
            sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
          >
            <Stack spacing={2.5}>
              {creating && isSuperAdmin && (
                <NativeSelect
                  label={t('questionBank.bank')}
                  value={form.customerId}
                  onChange={(value) => set({ customerId: value, topicId: '' })}
                >
                  <option value="">{t('questionBank.globalBank')}</option>
                  {meta.centres.map((c) => (
                    <option key={c.id} value={String(c.id)}>
                      {c.name}
                    </option>
                  ))}
                </NativeSelect>
              )}
              <div>
                <TextField
                  id={ids.text}
                  label={t('questionBank.questionText')}
                  value={form.text}
                  onChange={(e) => set({ text: e.target.value })}
                  multiline
                  minRows={3}
                  fullWidth
                  required
                  error={errorOf('text') !== undefined}
                  helperText={errorOf('text') ?? t('questionBank.formulaHint')}
                />
                <DuplicateWarning text={form.text} excludeId={id} />
              </div>

              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
                <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
                  {t('questionBank.options')}
                </Typography>
                <Typography id={ids.options} variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                  {t('questionBank.optionsHint', { min: OPTIONS_MIN, max: OPTIONS_MAX })}
                </Typography>
                <RadioGroup
                  aria-label={t('questionBank.correctAnswer')}
                  aria-describedby={ids.options}
                  value={String(form.correctIndex)}
                  onChange={(e) => set({ correctIndex: Number(e.target.value) })}
                  sx={{ gap: 1.5 }}
                >
                  {form.options.map((option, index) => {
                    const letter = optionLetter(index);
                    return (
                      // biome-ignore lint/suspicious/noArrayIndexKey: an option is its position (the key is an index).
                      <Stack key={index} direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                        <Radio
                          value={String(index)}
                          slotProps={{ input: { 'aria-label': t('questionBank.markCorrect', { letter }) } }}
                          sx={{ mt: 0.5 }}
                        />
                        <TextField
                          label={t('questionBank.optionLabel', { letter })}
                          value={option}
                          onChange={(e) =>
                            set({ options: form.options.map((o, i) => (i === index ? e.target.value : o)) })
                          }
                          size="small"
                          fullWidth
                          error={errorOf(`options.${index}`) !== undefined}
                          helperText={
                            errorOf(`options.${index}`) ??
                            (form.correctIndex === index ? t('questionBank.correctOption') : undefined)
                          }
                        />
                        <IconButton
                          aria-label={t('questionBank.removeOption', { letter })}
                          onClick={() => set(removeOption(form, index))}
                          disabled={form.options.length <= OPTIONS_MIN}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </Stack>
                    );
                  })}
                </RadioGroup>
                {errorOf('options') && (
                  <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
                    {errorOf('options')}
                  </Typography>
                )}
                <Button
                  startIcon={<AddIcon />}
                  onClick={() => set(addOption(form))}
                  disabled={form.options.length >= OPTIONS_MAX}
                  sx={{ mt: 1 }}
                >
                  {t('questionBank.addOption')}
                </Button>
              </Box>

              <TextField
                label={t('questionBank.explanation')}
                value={form.explanation}
                onChange={(e) => set({ explanation: e.target.value })}
                multiline
                minRows={2}
                fullWidth
                error={errorOf('explanation') !== undefined}
                helperText={errorOf('explanation')}
              />

              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <NativeSelect
                  label={t('questionBank.difficulty')}
                  value={form.difficulty}
                  onChange={(value) => set({ difficulty: value as QuestionForm['difficulty'] })}
                >
                  {DIFFICULTIES.map((d) => (
                    <option key={d} value={d}>
                      {t(`questionBank.difficulty_${d}`)}
                    </option>
                  ))}
                </NativeSelect>
                <NativeSelect
                  label={t('questionBank.subject')}
                  value={form.subjectId}
                  onChange={(value) => set({ subjectId: value, topicId: '' })}
                >
                  <option value="">{t('questionBank.choose')}</option>
                  {meta.subjects.map((s) => (
                    <option key={s.id} value={String(s.id)}>
                      {s.name}
                    </option>
                  ))}
                </NativeSelect>
              </Box>
              {errorOf('subjectId') && (
                <Typography role="alert" color="error" variant="body2">
                  {t('questionBank.subjectRequired')}
                </Typography>
              )}
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' }, gap: 1 }}
              >
                <NativeSelect
                  label={t('questionBank.topic')}
                  value={form.topicId}
                  onChange={(value) => set({ topicId: value })}
                  sx={{ flexGrow: 1 }}
                >
                  <option value="">
                    {subject ? t('questionBank.choose') : t('questionBank.chooseSubjectFirst')}
                  </option>
                  {(subject?.topics ?? []).map((topic) => (
                    <option key={topic.id} value={String(topic.id)}>
                      {topic.name}
                      {topic.ownerCustomerId === null ? '' : ` (${t('questionBank.centreTopic')})`}
                    </option>
                  ))}
                </NativeSelect>
                <Button
                  onClick={() => setNewTopic(newTopic === null ? '' : null)}
                  disabled={!subject}
                  aria-expanded={newTopic !== null}
                  sx={{ whiteSpace: 'nowrap', flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
                >
                  {t('questionBank.newTopic')}
                </Button>
              </Stack>
              {errorOf('topicId') && (
                <Typography role="alert" color="error" variant="body2">
                  {t('questionBank.topicRequired')}
                </Typography>
              )}
              {newTopic !== null && subject && (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <TextField
                    label={t('questionBank.newTopicName', { subject: subject.name })}
                    value={newTopic}
                    onChange={(e) => setNewTopic(e.target.value)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') {
                        e.preventDefault();
                        void addNewTopic();
                      }
                    }}
                    size="small"
                    fullWidth
                    autoFocus
                    error={addTopic.isError}
                    helperText={
                      addTopic.isError
                        ? serverErrorText(addTopic.error, t('questionBank.saveFailed'))
                        : undefined
                    }
                  />
                  <Button variant="outlined" onClick={() => void addNewTopic()} disabled={addTopic.isPending}>
                    {t('questionBank.addTopic')}
                  </Button>
                </Stack>
              )}

              <TextField
                label={t('questionBank.tags')}
                value={tagsInput}
                onChange={(e) => {
                  setTagsInput(e.target.value);
                  set({ tags: parseTags(e.target.value) });
                }}
                fullWidth
                size="small"
                error={errorOf('tags') !== undefined || [...shown.keys()].some((k) => k.startsWith('tags.'))}
                helperText={
                  errorOf('tags') ??
                  (() => {
                    const tagError = [...shown.entries()].find(([k]) => k.startsWith('tags.'))?.[1];
                    return tagError === undefined ? undefined : formErrorText(tagError, t);
                  })() ??
                  t('questionBank.tagsHint')
                }
                slotProps={{ htmlInput: { list: `${ids.text}-tags` } }}
              />
              <datalist id={`${ids.text}-tags`}>
                {meta.tags.map((tag) => (
                  <option key={tag} value={tag} />
                ))}
              </datalist>

              <div>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                  {t('questionBank.image')}
                </Typography>
                {form.imageUrl && (
                  <Box
                    component="img"
                    src={form.imageUrl}
                    alt={t('questionBank.imageAlt')}
                    sx={{ display: 'block', maxWidth: '100%', maxHeight: 200, mb: 1, borderRadius: 1 }}
                  />
                )}
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                  <Button
                    variant="outlined"
                    disabled={upload.isPending || !editable}
                    onClick={() => imageInput.current?.click()}
                  >
                    {upload.isPending
                      ? t('questionBank.uploading')
                      : form.image
                        ? t('questionBank.replaceImage')
                        : t('questionBank.addImage')}
                  </Button>
                  {/* The button opens the file picker; the input itself is out of the tab order and of sight. */}
                  <input
                    ref={imageInput}
                    type="file"
                    hidden
                    tabIndex={-1}
                    aria-hidden
                    accept={QUESTION_IMAGE_TYPES.join(',')}
                    onChange={(e: ChangeEvent<HTMLInputElement>) => {
                      void chooseImage(e.target.files?.[0]);
                      e.target.value = '';
                    }}
                  />
                  {form.image && (
                    <Button color="error" onClick={() => set({ image: null, imageUrl: null })}>
                      {t('questionBank.removeImage')}
                    </Button>
                  )}
                </Stack>
                {(imageProblem || upload.isError) && (
                  <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
                    {imageProblem ?? serverErrorText(upload.error, t('questionBank.uploadFailed'))}
                  </Typography>
                )}
              </div>

              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {t('questionBank.use')}
                </Typography>
                <RadioGroup
                  value={form.isPractice ? 'practice' : 'tests'}
                  onChange={(e) => set({ isPractice: e.target.value === 'practice' })}
                >
                  <FormControlLabel
                    value="practice"
                    control={<Radio />}
                    label={t('questionBank.usePractice')}
                  />
                  <FormControlLabel value="tests" control={<Radio />} label={t('questionBank.useTests')} />
                </RadioGroup>
              </Box>

              <FormControlLabel
                control={
                  <Switch checked={form.withHindi} onChange={(e) => set({ withHindi: e.target.checked })} />
                }
                label={t('questionBank.withHindi')}
              />
              {form.withHindi && (
                <Stack spacing={2} lang="hi" component="section" aria-labelledby={ids.hindi}>
                  <Typography
                    id={ids.hindi}
                    variant="subtitle1"
                    component="h3"
                    sx={{ fontWeight: 600 }}
                    lang={undefined}
                  >
                    {t('questionBank.hindiVersion')}
                  </Typography>
                  <TextField
                    label={t('questionBank.questionTextHi')}
                    value={form.textHi}
                    onChange={(e) => set({ textHi: e.target.value })}
                    multiline
                    minRows={3}
                    fullWidth
                    error={errorOf('textHi') !== undefined}
                    helperText={errorOf('textHi')}
                  />
                  {form.options.map((_, index) => {
                    const letter = optionLetter(index);
                    return (
                      <TextField
                        // biome-ignore lint/suspicious/noArrayIndexKey: an option is its position.
                        key={index}
                        label={t('questionBank.optionLabelHi', { letter })}
                        value={form.optionsHi[index] ?? ''}
                        onChange={(e) => {
                          const optionsHi = form.options.map((__, i) => form.optionsHi[i] ?? '');
                          optionsHi[index] = e.target.value;
                          set({ optionsHi });
                        }}
                        size="small"
                        fullWidth
                        error={errorOf(`optionsHi.${index}`) !== undefined}
                        helperText={errorOf(`optionsHi.${index}`)}
                      />
                    );
                  })}
                  {errorOf('optionsHi') && (
                    <Typography role="alert" color="error" variant="body2">
                      {errorOf('optionsHi')}
                    </Typography>
                  )}
                  <TextField
                    label={t('questionBank.explanationHi')}
                    value={form.explanationHi}
                    onChange={(e) => set({ explanationHi: e.target.value })}
                    multiline
                    minRows={2}
                    fullWidth
                    error={errorOf('explanationHi') !== undefined}
                    helperText={errorOf('explanationHi')}
                  />
                </Stack>
              )}
            </Stack>
          </Box>
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {serverErrorText(failure, t('questionBank.saveFailed'))}
            </Alert>
          )}
          {submitted && errors.size > 0 && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('questionBank.fixErrors', { count: errors.size })}
            </Alert>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
            <Button type="submit" variant="contained" disabled={!editable || saving}>
              {saving ? t('questionBank.saving') : t('questionBank.save')}
            </Button>
            <Button component={RouterLink} to={paths.questionBank}>
              {t('questionBank.cancel')}
            </Button>
          </Stack>
        </Paper>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
          <QuestionPreview form={form} />
          {stored && stored.versions.length > 0 && (
            <Versions versions={stored.versions} current={stored.question.id} />
          )}
        </Box>
      </Box>
    </>
  );
}

function Versions({ versions, current }: { versions: Stored['versions']; current: number }) {
  const t = useT();
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mt: 3 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('questionBank.versions')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
        {versions.map((v) => (
          <Box component="li" key={v.id} sx={{ py: 0.75, borderTop: 1, borderColor: 'divider' }}>
            {v.id === current ? (
              <strong>{t('questionBank.versionCurrent', { version: v.version })}</strong>
            ) : (
              <Link component={RouterLink} to={paths.questionBankEdit.href(v.id)}>
                {t('questionBank.versionN', { version: v.version })}
              </Link>
            )}{' '}
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              · {dateTime(v.createdAt)}
              {v.status === 'retired' ? ` · ${t('questionBank.statusRetired')}` : ''}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {v.text.length > 120 ? `${v.text.slice(0, 120)}…` : v.text}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
