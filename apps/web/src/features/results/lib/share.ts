export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

interface ShareData {
  title: string;
  text: string;
  url: string;
}

/**
 * Shares with the system share sheet where the browser has one, else copies the link. 'cancelled' when the
 * student closed the share sheet; 'failed' when neither worked (the caller then shows the link).
 */
export async function shareLink(data: ShareData): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare(data))) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Not allowed here (no user gesture, a policy): fall back to copying.
    }
  }
  try {
    await navigator.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
