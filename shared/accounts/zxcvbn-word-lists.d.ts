// The Spanish name lists alone: the package's index also pulls its Wikipedia and common-word lists (~360 KB gzip).
declare module '@zxcvbn-ts/language-es-es/dist/firstnames.json.mjs' {
  const words: string[];
  export default words;
}
declare module '@zxcvbn-ts/language-es-es/dist/lastnames.json.mjs' {
  const words: string[];
  export default words;
}
