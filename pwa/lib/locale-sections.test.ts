import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, type AppRoute } from '../app/route-table';
import { LOCALE_SECTIONS, SECTION_AREAS, sectionOfArea, type LocaleSection } from './locale-sections';

const PWA = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const AREAS = readdirSync(join(PWA, 'lib/locales/es')).map((file) => file.replace(/\.json$/, ''));

/** A source file as the sections check reads it: what it imports, how, and which translation areas it names. */
interface Source {
  staticImports: string[];
  /** lazyWithTexts / importWithTexts boundaries: the module and the sections it loads with it. */
  lazyImports: Array<{ module: string; sections: LocaleSection[] }>;
  /** Any other import(): loaded where its importer runs, with the same texts. */
  dynamicImports: string[];
  areas: string[];
}

function resolveImport(specifier: string, from: string): string | null {
  const base = specifier.startsWith('@/') ? join(PWA, specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : null;
  if (!base) return null; // a package or shared/: no translation keys there
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

const ROUTER = join(PWA, 'app/router.tsx');

/** The router loads each screen of the route table with its texts, a child screen inside its parent's. */
const screensOf = (routes: readonly AppRoute[], parentSections: readonly LocaleSection[] = []): Source['lazyImports'] =>
  routes.flatMap((route) => {
    const sections = [...new Set([...parentSections, ...route.texts])];
    return [{ module: join(PWA, 'app', `${route.module}.tsx`), sections }, ...screensOf(route.children ?? [], sections)];
  });

function readSource(file: string): Source {
  const text = readFileSync(file, 'utf8');
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const resolveAll = (specifiers: string[]) => specifiers.flatMap((specifier) => resolveImport(specifier, file) ?? []);
  const staticImports = [...code.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((match) => match[1]!);
  const loaders = new Map([...code.matchAll(/const\s+(\w+)\s*=\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => [match[1]!, match[2]!]));
  const lazyImports = [...code.matchAll(/(?:lazyWithTexts|importWithTexts)\(\s*(?:\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)|(\w+))[\s\S]*?,\s*\[([^\]]*)\]\s*,?\s*\)/g)].flatMap((match) => {
    const module = resolveImport(match[1] ?? loaders.get(match[2]!) ?? '', file);
    const sections = [...match[3]!.matchAll(/'(\w+)'/g)].map((section) => section[1] as LocaleSection);
    return module ? [{ module, sections }] : [];
  });
  if (file === ROUTER) lazyImports.push(...screensOf(APP_ROUTES));
  const lazyModules = new Set(lazyImports.map((entry) => entry.module));
  const dynamicImports = resolveAll([...code.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1]!)).filter((module) => !lazyModules.has(module));
  const areas = [...new Set([...code.matchAll(/['"`]([a-zA-Z]+)\.[a-zA-Z_$]/g)].map((match) => match[1]!).filter((area) => AREAS.includes(area)))];
  return { staticImports: resolveAll(staticImports), lazyImports, dynamicImports, areas };
}

/** Every file reachable from the entry with the sections loaded where it runs, and each area it names outside them. */
function misplacedKeys(entry: string): string[] {
  const sources = new Map<string, Source>();
  const seen = new Set<string>();
  const problems: string[] = [];
  const visit = (file: string, sections: ReadonlySet<LocaleSection>, path: string[]) => {
    const key = `${file}|${[...sections].sort().join(',')}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (!sources.has(file)) sources.set(file, readSource(file));
    const source = sources.get(file)!;
    const trail = [...path, relative(PWA, file)];
    for (const area of source.areas)
      if (!sections.has(sectionOfArea(area))) problems.push(`${trail.join(' -> ')} names "${area}.*" (${sectionOfArea(area)}) where only ${[...sections].join('+')} is loaded`);
    for (const module of [...source.staticImports, ...source.dynamicImports]) visit(module, sections, trail);
    for (const { module, sections: more } of source.lazyImports) visit(module, new Set([...sections, ...more]), trail);
  };
  visit(entry, new Set<LocaleSection>(['core']), []);
  return problems;
}

describe('translation sections', () => {
  it('put every area in exactly one section, and name only areas that exist', () => {
    const listed = LOCALE_SECTIONS.flatMap((section) => SECTION_AREAS[section]);
    // validation comes from shared/validation/messages.ts, merged into core by the loader.
    expect([...listed].sort()).toEqual([...AREAS, 'validation'].sort());
  });

  it('load every text a screen shows before it renders: no key of a section that is not in yet', () => {
    expect(misplacedKeys(join(PWA, 'main.tsx'))).toEqual([]);
  });

  it('catch a screen that shows a key of a section it does not load', () => {
    // The check itself: the footer naming a dashboard key is found.
    const footer = readSource(join(PWA, 'app/layouts/footer.tsx'));
    expect(footer.areas).toContain('footer');
    expect(footer.areas.map(sectionOfArea)).not.toContain('account');
    expect(readSource(ROUTER).lazyImports).toContainEqual({ module: join(PWA, 'app/routes/home.tsx'), sections: ['site'] });
    expect(readSource(ROUTER).lazyImports).toContainEqual({ module: join(PWA, 'app/routes/dashboard/pickup.tsx'), sections: ['account', 'dashboardTabs', 'messages'] });
  });
});
