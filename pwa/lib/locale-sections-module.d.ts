declare module 'virtual:locale-sections' {
  /** Built by pwa/prerender/locale-sections-plugin.ts: each language's sections, one chunk each. */
  const loaders: Record<
    import('@/lib/languages').AppLanguage,
    Record<import('@/lib/locale-sections').LocaleSection, () => Promise<{ default: import('@/lib/locale-tree').LocaleTree }>>
  >;
  export default loaders;
}
