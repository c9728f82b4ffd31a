// Zod-free, like the other *-messages modules: the profile contract reads them without the password rule's
// common-password list (issue 15 point 11).

export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: 'Current password is required.',
  currentPasswordWrong: 'Current password is incorrect.',
  newPasswordSameAsCurrent: 'New password must be different from the current password.',
  passwordChanged: 'Your password has been changed. You have been signed out on your other devices.',
} as const;
