/**
 * The origin the build writes into the prerendered pages' canonical and hreflang links, sitemap.xml and robots.txt
 * (decision 152). The server puts its APP_URL in its place once at start, so one build serves any domain. A reserved
 * top-level domain (.invalid, RFC 2606): it names no site, and appears in nothing else of the build.
 */
export const BUILD_ORIGIN = 'https://app-url.miami-drop.invalid';
