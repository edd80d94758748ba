import { ESLint } from 'eslint';

const BOUNDARY_RULE = '@typescript-eslint/no-restricted-imports';

/**
 * Lints sample imports with the same eslint.config.js `npm run lint` reads, so the boundary tests of the SPA and
 * the server prove what `npm run lint` would say.
 * Returns a function giving the boundary messages for `code` as if it were the file at `filePath`.
 */
export async function boundaryLinter(warmUpPath: string, rule = BOUNDARY_RULE) {
  const eslint = new ESLint({ cwd: process.cwd() });
  // The first run loads the parser and plugins (seconds on a busy machine); each case after it takes milliseconds.
  await eslint.lintText('', { filePath: warmUpPath });
  return async (code: string, filePath: string) => {
    const [result] = await eslint.lintText(`${code}\nexport const used = [x];\n`, { filePath });
    return result.messages.filter((message) => message.ruleId === rule || message.fatal).map((message) => message.message);
  };
}
