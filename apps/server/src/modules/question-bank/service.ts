import { createHash } from 'node:crypto';
import type { User } from '@aspirant/contract/fields.ts';
import {
  BANK_MESSAGES,
  type BankQuestion,
  type BULK_ACTIONS,
  QUESTION_BANK_MESSAGES,
  QUESTION_IMAGE_MAX_BYTES,
  type QuestionFilters,
  type QuestionInput,
  TAGS_MAX,
} from '@aspirant/contract/question-bank.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { isValidMediaSignature, sharedSigningKey, signMediaPath } from '../../lib/signing.ts';
import type {
  BankOwner,
  BankRow,
  BankTopic,
  QuestionBankRepository,
  QuestionFields,
} from '../../repositories/question-bank.ts';
import { bankScopeOf } from '../../repositories/question-scope.ts';
import type { SecretsRepository } from '../../repositories/secrets.ts';
import type { InTransaction, Tx } from '../../repositories/transaction.ts';
import { sniffPhotoType } from '../profile/service.ts';

/** Where question images are served: `<prefix><owner key>/<sha256>?exp=&sig=` (owner key 0: the global bank). */
export const QUESTION_IMAGES_PREFIX = '/api/media/question-images/';
/** Name of the question image URL signing key in app_secrets. */
export const QUESTION_IMAGE_SIGNING_SECRET = 'question-image-url-signing-key';
/** Image URLs expire at the end of the next whole hour, like profile photos: one URL per image per hour. */
const IMAGE_URL_BUCKET_SECONDS = 60 * 60;
const IMAGE_TOKEN = /^bank:([0-9a-f]{64})$/;

const B = BANK_MESSAGES;
const notFound = () => new AppError('NOT_FOUND', B.questionNotFound);

/** The type of an image from its first bytes: PNG, JPEG, WebP (as for profile photos) or GIF, else null. */
export function sniffQuestionImageType(head: Buffer) {
  if (head.length >= 6 && /^GIF8[79]a$/.test(head.toString('latin1', 0, 6))) return 'image/gif' as const;
  return sniffPhotoType(head);
}

/**
 * Signed links to question images (an <img> cannot send the bearer token). `url` is what every reader of a
 * question puts beside its `image`: the bank, and later the test, result and practice pages.
 */
export function questionImageLinks(deps: { secrets: SecretsRepository; clock: Clock }) {
  const key = sharedSigningKey(deps.secrets.shared, QUESTION_IMAGE_SIGNING_SECRET);
  const nowSeconds = () => Math.floor(deps.clock.now().getTime() / 1000);

  /** A signer for many rows at once (the key is read once). */
  async function signer(): Promise<(image: string | null, ownerCustomerId: number | null) => string | null> {
    const k = await key();
    const expiresAt = (Math.floor(nowSeconds() / IMAGE_URL_BUCKET_SECONDS) + 2) * IMAGE_URL_BUCKET_SECONDS;
    return (image, ownerCustomerId) => {
      const sha = image ? IMAGE_TOKEN.exec(image)?.[1] : undefined;
      if (!sha) return null;
      const path = `${QUESTION_IMAGES_PREFIX}${ownerCustomerId ?? 0}/${sha}`;
      return `${path}?exp=${expiresAt}&sig=${signMediaPath(k, path, expiresAt)}`;
    };
  }

  return {
    signer,
    /** The signed URL of a question's image (`bank:<sha256>`), or null without one. */
    async questionImageUrl(image: string | null, ownerCustomerId: number | null): Promise<string | null> {
      return (await signer())(image, ownerCustomerId);
    },
    /** Checks a signed image link; its owner key and hash, and the seconds it has left. */
    async verify(owner: string, sha: string, exp: unknown, sig: unknown) {
      const invalid = new AppError('FORBIDDEN', B.imageLinkInvalid);
      if (typeof exp !== 'string' || typeof sig !== 'string') throw invalid;
      if (!/^\d{1,10}$/.test(owner) || !/^[0-9a-f]{64}$/.test(sha)) throw invalid;
      if (!/^\d{1,12}$/.test(exp) || !/^[\w-]{43}$/.test(sig)) throw invalid;
      const expiresAt = Number(exp);
      if (!isValidMediaSignature(await key(), `${QUESTION_IMAGES_PREFIX}${owner}/${sha}`, expiresAt, sig))
        throw invalid;
      const secondsLeft = expiresAt - nowSeconds();
      if (secondsLeft < 0) throw new AppError('FORBIDDEN', B.imageLinkExpired);
      return { ownerKey: Number(owner), sha, secondsLeft };
    },
  };
}

export type QuestionImageLinks = ReturnType<typeof questionImageLinks>;

/**
 * The owner filter of the bank's list and export (`filters.owner`) as the repository reads it: 'centre' is the
 * caller's own centre (every centre for the super admin without one); a centre the caller does not reach
 * answers 404.
 */
export function bankOwnerOf(user: User, owner: QuestionFilters['owner']): BankOwner {
  if (owner === undefined) return { kind: 'any' };
  if (owner === 'global') return { kind: 'global' };
  const superAdmin = user.role_id === ROLE.SUPER_ADMIN;
  if (owner === 'centre') {
    if (superAdmin)
      return user.customer_id === null ? { kind: 'centres' } : { kind: 'centre', id: user.customer_id };
    return user.customer_id === null ? { kind: 'centre', id: -1 } : { kind: 'centre', id: user.customer_id };
  }
  if (!superAdmin && owner !== user.customer_id) throw new AppError('NOT_FOUND', B.customerNotFound);
  return { kind: 'centre', id: owner };
}

/** The author's input, cleaned: rich text through the sanitiser; what the sanitiser empties is refused. */
function cleanFields(input: QuestionInput): QuestionFields {
  const text = sanitizeRichText(input.text);
  if (text === '') throw new AppError('VALIDATION', QUESTION_BANK_MESSAGES.textRequired);
  const options = input.options.map((o, i) => {
    const clean = sanitizeRichText(o);
    if (clean === '') throw new AppError('VALIDATION', QUESTION_BANK_MESSAGES.optionEmpty(i));
    return clean;
  });
  const optionsHi =
    input.optionsHi?.map((o, i) => {
      const clean = sanitizeRichText(o);
      if (clean === '') throw new AppError('VALIDATION', QUESTION_BANK_MESSAGES.optionHiEmpty(i));
      return clean;
    }) ?? null;
  const textHi = input.textHi ? sanitizeRichText(input.textHi) || null : null;
  return {
    subjectId: input.subjectId,
    topicId: input.topicId,
    difficulty: input.difficulty,
    text,
    options,
    correctIndex: input.correctIndex,
    explanation: sanitizeRichText(input.explanation),
    textHi,
    optionsHi,
    explanationHi: input.explanationHi ? sanitizeRichText(input.explanationHi) || null : null,
    image: input.image,
    tags: [...new Set(input.tags)],
    isPractice: input.isPractice,
  };
}

/**
 * The question bank's API (issue 16 points 1 to 4 and 6, decision 0020). Callers are staff (roles 1, 2, 4: the
 * routes' guards). Every read is limited to the caller's BankScope; a question, topic or report outside it
 * answers like an unknown one (404). A centre's staff change only their centre's questions; the global bank is
 * the super admin's. A used question is never changed in place: an edit makes a new version.
 */
export function questionBankService(deps: {
  bank: QuestionBankRepository;
  transaction: InTransaction;
  images: QuestionImageLinks;
  clock: Clock;
  /** Called after questions change (the assistant's retrieval index is rebuilt). */
  onBankChanged?: () => void;
}) {
  const { bank, transaction, images, clock } = deps;
  const changed = () => deps.onBankChanged?.();

  const isSuperAdmin = (user: User) => user.role_id === ROLE.SUPER_ADMIN;
  const mayEdit = (user: User, owner: number | null) =>
    isSuperAdmin(user) || (owner !== null && owner === user.customer_id);

  function assertEditable(user: User, owner: number | null): void {
    if (mayEdit(user, owner)) return;
    throw new AppError('FORBIDDEN', owner === null ? B.globalBankOnlySuperAdmin : B.otherBank);
  }

  /** The bank a new question, topic or image goes to: the staff's own centre; the super admin's choice. */
  async function targetBank(user: User, customerId: number | null | undefined): Promise<number | null> {
    if (isSuperAdmin(user)) {
      if (customerId == null) return null;
      if (!(await bank.customerExists(customerId))) throw new AppError('NOT_FOUND', B.customerNotFound);
      return customerId;
    }
    if (user.customer_id === null || customerId === null) {
      throw new AppError('FORBIDDEN', B.globalBankOnlySuperAdmin);
    }
    if (customerId !== undefined && customerId !== user.customer_id) {
      throw new AppError('FORBIDDEN', B.otherBank);
    }
    return user.customer_id;
  }

  /** The topic, when a question of bank `owner` may use it: a global topic, or one of the same centre. */
  async function topicFor(tx: Tx, topicId: number, owner: number | null): Promise<BankTopic> {
    const topic = await bank.topic(topicId, tx);
    if (!topic || (topic.ownerCustomerId !== null && topic.ownerCustomerId !== owner)) {
      throw new AppError('NOT_FOUND', B.topicNotFound);
    }
    return topic;
  }

  /** Checks what the fields refer to, in the transaction `tx` that writes them. */
  async function checkFields(tx: Tx, fields: QuestionFields, owner: number | null): Promise<void> {
    if (!(await bank.subjectExists(fields.subjectId, tx))) throw new AppError('NOT_FOUND', B.subjectNotFound);
    const topic = await topicFor(tx, fields.topicId, owner);
    if (topic.subjectId !== fields.subjectId) throw new AppError('VALIDATION', B.topicNotOfSubject);
    const sha = fields.image ? IMAGE_TOKEN.exec(fields.image)?.[1] : undefined;
    if (sha && !(await bank.imageExists(owner ?? 0, sha, tx)))
      throw new AppError('VALIDATION', B.imageNotFound);
  }

  /** The one mapping from a row to what the API answers. */
  async function toQuestions(user: User, rows: BankRow[]): Promise<BankQuestion[]> {
    const sign = await images.signer();
    return rows.map((r) => ({
      id: r.id,
      familyId: r.familyId,
      version: r.version,
      supersededBy: r.supersededBy,
      ownerCustomerId: r.ownerCustomerId,
      ownerName: r.ownerName ?? 'Global bank',
      editable: mayEdit(user, r.ownerCustomerId),
      status: r.status,
      subjectId: r.subjectId,
      subjectName: r.subjectName,
      topicId: r.topicId,
      topicName: r.topicName,
      difficulty: r.difficulty,
      text: r.text,
      options: r.options,
      correctIndex: r.correctIndex,
      explanation: r.explanation,
      textHi: r.textHi,
      optionsHi: r.optionsHi,
      explanationHi: r.explanationHi,
      image: r.image,
      imageUrl: sign(r.image, r.ownerCustomerId),
      tags: r.tags,
      isPractice: r.isPractice,
      used: r.used,
      openReports: r.openReports,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    }));
  }

  async function load(user: User, id: number): Promise<BankQuestion> {
    const row = await bank.find(id, bankScopeOf(user));
    if (!row) throw notFound();
    return (await toQuestions(user, [row]))[0]!;
  }

  return {
    async list(user: User, filters: QuestionFilters, page: number, pageSize: number) {
      const { rows, total } = await bank.list({
        scope: bankScopeOf(user),
        filters,
        owner: bankOwnerOf(user, filters.owner),
        page,
        pageSize,
      });
      return { questions: await toQuestions(user, rows), total, page, pageSize };
    },

    async get(user: User, id: number) {
      const question = await load(user, id);
      return { question, versions: await bank.versions(question.familyId) };
    },

    async create(user: User, input: QuestionInput): Promise<BankQuestion> {
      const owner = await targetBank(user, input.customerId);
      const fields = cleanFields(input);
      const id = await transaction(async (tx) => {
        await checkFields(tx, fields, owner);
        return bank.insert(tx, owner, fields, user.id, clock.now());
      });
      changed();
      return load(user, id);
    },

    /** Edits in place when unused; otherwise adds the next version and supersedes this one. */
    async update(user: User, id: number, input: QuestionInput) {
      const scope = bankScopeOf(user);
      const fields = cleanFields(input);
      const { newId, versioned } = await transaction(async (tx) => {
        const [old] = await bank.lock(tx, [id], scope);
        if (!old) throw notFound();
        assertEditable(user, old.ownerCustomerId);
        if (old.supersededBy !== null) throw new AppError('CONFLICT', B.oldVersion);
        await checkFields(tx, fields, old.ownerCustomerId);
        const now = clock.now();
        if (!old.used) {
          await bank.update(tx, old.id, fields, now);
          return { newId: old.id, versioned: false };
        }
        const next = await bank.insert(tx, old.ownerCustomerId, fields, user.id, now, {
          familyId: old.familyId,
          version: old.version + 1,
          status: old.status,
        });
        await bank.supersede(tx, old.id, next, now);
        return { newId: next, versioned: true };
      });
      changed();
      return { question: await load(user, newId), versioned };
    },

    /** One action on a selection, all or nothing: every question must be the caller's to change. */
    async bulk(
      user: User,
      body: {
        ids: number[];
        action: (typeof BULK_ACTIONS)[number];
        addTags?: string[] | undefined;
        removeTags?: string[] | undefined;
        topicId?: number | undefined;
      },
    ): Promise<number> {
      const ids = [...new Set(body.ids)];
      const updated = await transaction(async (tx) => {
        const locked = await bank.lock(tx, ids, bankScopeOf(user));
        if (locked.length !== ids.length) throw notFound();
        for (const q of locked) assertEditable(user, q.ownerCustomerId);
        if (locked.some((q) => q.supersededBy !== null)) throw new AppError('CONFLICT', B.oldVersion);
        const now = clock.now();
        switch (body.action) {
          case 'retire':
            return bank.setStatus(tx, ids, 'retired', now);
          case 'restore':
            return bank.setStatus(tx, ids, 'active', now);
          case 'retag': {
            const remove = new Set(body.removeTags ?? []);
            const tags = locked.map((q) => ({
              id: q.id,
              tags: [...new Set([...q.tags, ...(body.addTags ?? [])])].filter((t) => !remove.has(t)),
            }));
            const over = tags.find((q) => q.tags.length > TAGS_MAX);
            if (over) throw new AppError('VALIDATION', QUESTION_BANK_MESSAGES.tooManyTags(over.tags.length));
            await bank.setTags(tx, tags, now);
            return tags.length;
          }
          case 'move-topic': {
            let topic: BankTopic | undefined;
            for (const owner of new Set(locked.map((q) => q.ownerCustomerId))) {
              topic = await topicFor(tx, body.topicId!, owner);
            }
            if (!topic) throw notFound();
            // Topic and subject are part of what a result's analytics show: a used question moves by a new version.
            const moving = locked.filter((q) => q.fields.topicId !== topic.id);
            await bank.setTopic(
              tx,
              moving.filter((q) => !q.used).map((q) => q.id),
              topic,
              now,
            );
            for (const q of moving.filter((q) => q.used)) {
              const next = await bank.insert(
                tx,
                q.ownerCustomerId,
                { ...q.fields, topicId: topic.id, subjectId: topic.subjectId },
                user.id,
                now,
                { familyId: q.familyId, version: q.version + 1, status: q.status },
              );
              await bank.supersede(tx, q.id, next, now);
            }
            return moving.length;
          }
        }
      });
      changed();
      return updated;
    },

    async duplicates(user: User, text: string, excludeId: number | undefined) {
      if (text.trim() === '') return [];
      const rows = await bank.duplicates(bankScopeOf(user), text, excludeId);
      return rows.map((r) => ({
        id: r.id,
        text: r.text,
        ownerName: r.ownerName ?? 'Global bank',
        status: r.status,
      }));
    },

    async meta(user: User) {
      return { ...(await bank.meta(bankScopeOf(user))), canEditGlobal: isSuperAdmin(user) };
    },

    async createTopic(
      user: User,
      body: { subjectId: number; name: string; customerId?: number | null | undefined },
    ) {
      const owner = await targetBank(user, body.customerId);
      if (!(await bank.subjectExists(body.subjectId))) throw new AppError('NOT_FOUND', B.subjectNotFound);
      const topic = await bank.insertTopic(body.subjectId, body.name, owner);
      if (!topic) throw new AppError('CONFLICT', B.topicTaken);
      return topic;
    },

    /** Students' reports on questions of the banks the caller may edit, with each family's current version. */
    async reports(user: User, status: 'open' | 'resolved', page: number, pageSize: number) {
      const editable = isSuperAdmin(user)
        ? ({ kind: 'all' } as const)
        : user.customer_id === null
          ? null
          : ({ kind: 'centre', customerId: user.customer_id } as const);
      if (!editable) return { reports: [], total: 0, page, pageSize };
      const { rows, total } = await bank.reports(editable, status, page, pageSize);
      const current = await toQuestions(
        user,
        await bank.byIds(
          rows.map((r) => r.currentId),
          bankScopeOf(user),
        ),
      );
      const byId = new Map(current.map((q) => [q.id, q]));
      return {
        reports: rows.flatMap((r) => {
          const question = byId.get(r.currentId);
          return question
            ? [
                {
                  id: r.id,
                  questionId: r.questionId,
                  kind: r.kind,
                  comment: r.comment,
                  status: r.status,
                  createdAt: r.createdAt.toISOString(),
                  studentName: r.studentName,
                  testName: r.testName,
                  question,
                },
              ]
            : [];
        }),
        total,
        page,
        pageSize,
      };
    },

    async resolveReport(user: User, id: number): Promise<void> {
      const report = await bank.reportOwner(id);
      if (!report || !mayEdit(user, report.ownerCustomerId))
        throw new AppError('NOT_FOUND', B.reportNotFound);
      await bank.resolveReport(id, user.id, clock.now());
    },

    /** The bank an image upload goes to (checked before the body is read). */
    imageBank: (user: User, customerId: number | undefined) => targetBank(user, customerId),

    /** Stores an uploaded image in bank `owner`; its token and a signed URL. */
    async saveImage(owner: number | null, data: Buffer): Promise<{ image: string; imageUrl: string }> {
      if (data.length === 0) throw new AppError('VALIDATION', B.imageEmpty);
      if (data.length > QUESTION_IMAGE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', B.imageTooLarge);
      const type = sniffQuestionImageType(data);
      if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', B.imageType);
      const sha = createHash('sha256').update(data).digest('hex');
      await bank.saveImage(owner ?? 0, sha, type, data);
      const image = `bank:${sha}`;
      return { image, imageUrl: (await images.questionImageUrl(image, owner))! };
    },

    /** The image behind a signed link: 403 for a forged or expired link, 404 when it is not stored. */
    async openImage(owner: string, sha: string, exp: unknown, sig: unknown) {
      const link = await images.verify(owner, sha, exp, sig);
      const image = await bank.image(link.ownerKey, link.sha);
      if (!image) throw new AppError('NOT_FOUND', B.imageNotFound);
      return { ...image, secondsLeft: link.secondsLeft };
    },
  };
}

export type QuestionBankService = ReturnType<typeof questionBankService>;
