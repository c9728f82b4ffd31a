/**
 * Signs a question bank image (`bank:<sha256>`) of the bank `ownerCustomerId` (null: the platform's) as a link an
 * <img> can load without the bearer token; null for anything else. One signer serves a whole response.
 */
export type QuestionImageSigner = (image: string | null, ownerCustomerId: number | null) => string | null;

/** Makes a signer (the signing key is read once per call): question-bank's `questionImageLinks().signer`. */
export type QuestionImageSignerFactory = () => Promise<QuestionImageSigner>;

/**
 * What a student's page shows for a question's `image` (issue 16): a bank image by its signed link, an older
 * seed path as it is, null without one. The same on the test, its result, practice and saved questions.
 */
export function shownQuestionImage(
  sign: QuestionImageSigner,
  image: string | null,
  ownerCustomerId: number | null,
): string | null {
  if (!image) return null;
  return image.startsWith('bank:') ? sign(image, ownerCustomerId) : image;
}
