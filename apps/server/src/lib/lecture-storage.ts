import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, type FileHandle, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { LECTURE_MESSAGES, type LectureMimeType } from '@aspirant/contract/lectures.ts';
import { AppError } from './errors.ts';
import { EXTENSION, SNIFF_BYTES, sniffVideoType } from './media-type.ts';

/** The only shape a stored file name has: 128 random bits in hex and the type's extension. */
export const STORED_FILE_NAME = /^[0-9a-f]{32}\.(mp4|webm)$/;

export interface ReceivedUpload {
  /** Name of the temporary file inside the lectures folder; `commit` gives it its final name. */
  tempName: string;
  size: number;
  mimeType: LectureMimeType;
}

export interface OpenedFile {
  handle: FileHandle;
  size: number;
  modifiedAt: Date;
}

/** A new stored name for a file of this type. */
export function newStoredFileName(mimeType: LectureMimeType): string {
  return `${randomBytes(16).toString('hex')}${EXTENSION[mimeType]}`;
}

/**
 * The lectures folder (LECTURES_DIR). Names come from the database and must have the stored shape, so no
 * name can point outside the folder; `within` checks the resolved path once more anyway.
 */
export function lectureStorage(dir: string) {
  const root = path.resolve(dir);

  function within(name: string): string {
    const full = path.resolve(root, name);
    if (path.dirname(full) !== root) throw new Error(`Refusing a path outside the lectures folder: ${name}`);
    return full;
  }

  function storedPath(fileName: string): string {
    if (!STORED_FILE_NAME.test(fileName)) throw new Error(`Not a stored lecture file name: ${fileName}`);
    return within(fileName);
  }

  return {
    root,

    /**
     * Streams an upload into a temporary file, counting bytes and checking the first ones: more than
     * `maxBytes` stops it with `tooLarge` (413: the upload limit, or what is left of the centre's storage), a
     * file that is not MP4 or WebM stops it with 415 as soon as its first bytes arrive. Whatever stops it, the
     * partial file is removed.
     */
    async receive(
      source: Readable,
      maxBytes: number,
      tooLarge: () => AppError = () => new AppError('PAYLOAD_TOO_LARGE', LECTURE_MESSAGES.tooLarge),
    ): Promise<ReceivedUpload> {
      await mkdir(root, { recursive: true });
      const tempName = `.upload-${randomBytes(12).toString('hex')}.part`;
      const tempPath = within(tempName);
      let size = 0;
      let head = Buffer.alloc(0);
      let mimeType: LectureMimeType | null = null;
      const notVideo = () => new AppError('UNSUPPORTED_MEDIA_TYPE', LECTURE_MESSAGES.notMp4OrWebm);
      const check = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > maxBytes) return done(tooLarge());
          if (mimeType === null && head.length < SNIFF_BYTES) {
            head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
            if (head.length >= SNIFF_BYTES) {
              mimeType = sniffVideoType(head);
              if (mimeType === null) return done(notVideo());
            }
          }
          done(null, chunk);
        },
        flush(done) {
          if (mimeType === null) mimeType = sniffVideoType(head);
          done(mimeType === null ? notVideo() : null);
        },
      });
      // The request itself is piped in, not part of the pipeline: a refusal must not destroy it (that would
      // end the connection before the 413 or 415 is sent). A client that goes away ends the pipeline.
      const out = createWriteStream(tempPath, { flags: 'wx' });
      const writing = pipeline(check, out);
      const onClose = () => {
        if (!source.readableEnded) check.destroy(new Error('The upload was interrupted.'));
      };
      source.on('error', (error) => check.destroy(error));
      source.once('close', onClose);
      source.pipe(check);
      try {
        await writing;
      } catch (error) {
        source.unpipe(check);
        source.off('close', onClose);
        // A body refused at once fails the pipeline while the file may still be opening: removed before the
        // stream closed, it would be created afterwards and left behind.
        if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
        await rm(tempPath, { force: true });
        throw error;
      }
      source.off('close', onClose);
      return { tempName, size, mimeType: mimeType! };
    },

    /** Gives a received upload its stored name. */
    async commit(tempName: string, fileName: string): Promise<void> {
      await rename(within(tempName), storedPath(fileName));
    },

    async discard(tempName: string): Promise<void> {
      await rm(within(tempName), { force: true });
    },

    /** Copies a file in under a stored name (the sample lecture). */
    async copyIn(source: string, fileName: string): Promise<void> {
      await mkdir(root, { recursive: true });
      await copyFile(source, storedPath(fileName));
    },

    async openTemp(tempName: string): Promise<FileHandle> {
      return open(within(tempName), 'r');
    },

    /** Opens a stored file for reading; null when it is not there. */
    async open(fileName: string): Promise<OpenedFile | null> {
      let handle: FileHandle;
      try {
        handle = await open(storedPath(fileName), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      return { handle, size: stats.size, modifiedAt: stats.mtime };
    },

    async remove(fileName: string): Promise<void> {
      await rm(storedPath(fileName), { force: true });
    },
  };
}

export type LectureStorage = ReturnType<typeof lectureStorage>;
