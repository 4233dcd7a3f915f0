/** The operator console (docs/operators.md): one page at /admin/*, which routes inside itself. */
export const exposes = {
  './console': './src/app/Console.tsx',
};
