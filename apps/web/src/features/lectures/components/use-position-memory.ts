import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { saveServerProgress, useServerProgress } from '../api/lecture-progress.ts';
import { newerPosition, resumePosition } from '../lib/playback.ts';
import { readLocalPosition, writeLocalPosition } from '../lib/progress-storage.ts';

/** This device keeps the position about once a second ... */
const LOCAL_SAVE_INTERVAL_MS = 1000;
/** ... and tells the server every 10 s of playback, and on every pause. */
const SERVER_SAVE_INTERVAL_MS = 10_000;

/**
 * SPEC §2/§9: the playback position is saved per file (local storage, and the server so that it follows the
 * student to another device) and restored when the file loads, unless it is within 2 s of the end. Nothing
 * is saved before the restore, so opening a video never overwrites where the student left off.
 */
export function usePositionMemory(fileId: number, url: string, videoRef: RefObject<HTMLVideoElement | null>) {
  const server = useServerProgress(fileId);
  const isServerSettled = server.isSuccess || server.isError;
  const restoredUrl = useRef<string | null>(null);
  const [restoredFor, setRestoredFor] = useState<string | null>(null);
  const hasMetadata = useRef(false);
  const lastLocalSave = useRef(0);
  const lastServerSave = useRef(0);
  const lastSavedPosition = useRef<number | null>(null);

  const restore = useCallback(() => {
    const video = videoRef.current;
    if (!video || !url || restoredUrl.current === url || !hasMetadata.current || !isServerSettled) return;
    const saved = newerPosition(readLocalPosition(fileId), server.data ?? null);
    const start = resumePosition(saved?.position ?? null, video.duration);
    if (start > 0) video.currentTime = start;
    restoredUrl.current = url;
    setRestoredFor(url);
    lastLocalSave.current = Date.now();
    lastServerSave.current = Date.now();
  }, [videoRef, url, fileId, isServerSettled, server.data]);

  /** Where the student is in this file, as last seen after the restore. */
  const position = useRef<number | null>(null);

  const track = useCallback(() => {
    const video = videoRef.current;
    if (!video || restoredUrl.current !== url) return;
    const at = video.ended ? video.duration : video.currentTime;
    if (Number.isFinite(at)) position.current = at;
  }, [videoRef, url]);

  const save = useCallback(
    ({ toServer }: { toServer: boolean }) => {
      track();
      const at = position.current;
      if (at === null) return;
      writeLocalPosition(fileId, at);
      lastLocalSave.current = Date.now();
      if (toServer && at !== lastSavedPosition.current) {
        lastSavedPosition.current = at;
        lastServerSave.current = Date.now();
        void saveServerProgress(fileId, at);
      }
    },
    [track, fileId],
  );

  // A new source waits for its metadata again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the source changes.
  useEffect(() => {
    hasMetadata.current = false;
    lastSavedPosition.current = null;
  }, [url]);

  // The server's answer may come after the metadata.
  useEffect(() => {
    restore();
  }, [restore]);

  // Leaving the file (another file, another page, closing the tab) keeps where the student was.
  // The video element may already be gone or reset then: the last tracked position is what is saved.
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    const onHide = () => saveRef.current({ toServer: true });
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      const at = position.current;
      if (at === null) return;
      writeLocalPosition(fileId, at);
      if (at !== lastSavedPosition.current) void saveServerProgress(fileId, at);
    };
  }, [fileId]);

  return {
    /** The saved position has been applied to this source: the player is ready. */
    isRestored: url !== '' && restoredFor === url,
    onMetadata() {
      hasMetadata.current = true;
      restore();
    },
    onTimeUpdate() {
      track();
      const now = Date.now();
      if (now - lastServerSave.current >= SERVER_SAVE_INTERVAL_MS) save({ toServer: true });
      else if (now - lastLocalSave.current >= LOCAL_SAVE_INTERVAL_MS) save({ toServer: false });
    },
    save,
  };
}
