/** Keys of the shell's own cache entries. */
export const shellKeys = {
  all: ['shell'] as const,
  userData: () => [...shellKeys.all, 'user-data'] as const,
};
