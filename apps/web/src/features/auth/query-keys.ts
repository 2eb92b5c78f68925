export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
  loginToken: () => [...authKeys.all, 'login-token'] as const,
  resetKey: (key: string) => [...authKeys.all, 'reset-key', key] as const,
  invitation: (key: string) => [...authKeys.all, 'invitation', key] as const,
};
