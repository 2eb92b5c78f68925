import type { FS } from 'liquidjs';

/**
 * The file system every sandboxed liquidjs engine gets (e-mail merge tags, recommendation templates): none.
 * `include`, `render` and `layout` find nothing, so a template reads no file on the server.
 */
export const noFiles: FS = {
  exists: async () => false,
  existsSync: () => false,
  readFile: async () => {
    throw new Error('templates cannot read files');
  },
  readFileSync: () => {
    throw new Error('templates cannot read files');
  },
  resolve: (_root, file) => file,
  contains: async () => false,
  sep: '/',
};
