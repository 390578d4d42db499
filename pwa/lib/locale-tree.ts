export type LocaleTree = { [key: string]: string | LocaleTree };

/** The files of one language's folder as one tree, each under its area (`locales/es/auth.json` → `auth`). */
export function treeOfFiles(files: Record<string, LocaleTree>): LocaleTree {
  const tree: LocaleTree = {};
  for (const [path, content] of Object.entries(files)) {
    const area = path.match(/\/([\w-]+)\.json$/)?.[1];
    if (area) tree[area] = content;
  }
  return tree;
}
