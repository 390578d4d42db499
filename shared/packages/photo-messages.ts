/** Server texts of the photo calls; the PWA translates them by their exact text. */
export const PHOTO_MESSAGES = {
  notMultipart: 'Content-Type must be multipart/form-data',
  unreadableForm: 'The upload could not be read',
  missing: 'Attach the photo as a file in the "photo" field',
  unsupportedType: 'The photo must be a JPEG, PNG or WebP image',
  tooLarge: 'The photo must be 10 MB or smaller',
  tooManyPixels: 'The photo must be at most 60 megapixels',
  metadataTooLarge: "The photo's metadata must be 2 MB or smaller",
  unreadableImage: 'The photo could not be read as an image',
  busy: 'Other photos are being processed. Try again in a few seconds.',
  notFound: 'Photo not found',
} as const;
